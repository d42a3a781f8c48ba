; Inno Setup 6 script: a Windows installer around the PyInstaller bundle.
; UNTESTED here (no Windows machine): see packaging/README.md.
;
;   pyinstaller --noconfirm packaging\solo-desk.spec
;   iscc /DAppVersion=0.1.0 packaging\windows\solo-desk.iss
;
; Output: dist\solo-desk-<version>-windows-setup.exe

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
; paths are relative to this script: the checkout's dist\ is two folders up
#define Dist "..\..\dist"

[Setup]
AppId={{6C2B9F1E-4D7A-4F2B-9C6E-5D0A1B3C7E21}
AppName=Solo Desk
AppVersion={#AppVersion}
AppPublisher=Solo Desk developers
DefaultDirName={autopf}\Solo Desk
DefaultGroupName=Solo Desk
DisableProgramGroupPage=yes
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
OutputDir={#Dist}
OutputBaseFilename=solo-desk-{#AppVersion}-windows-setup
SetupIconFile=solo-desk.ico
UninstallDisplayIcon={app}\solo-desk.exe
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "{#Dist}\solo-desk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Solo Desk"; Filename: "{app}\solo-desk.exe"
Name: "{autodesktop}\Solo Desk"; Filename: "{app}\solo-desk.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\solo-desk.exe"; Description: "{cm:LaunchProgram,Solo Desk}"; Flags: nowait postinstall skipifsilent
