# Windows: the PyInstaller bundle and an Inno Setup installer around it.
# UNTESTED here (no Windows machine): see packaging/README.md. Run from the
# checkout in PowerShell, with the project installed (pip install -e '.[test]')
# and Inno Setup 6 (iscc.exe) installed:
#
#   powershell -File packaging\windows\build.ps1
#   ->  dist\solo-desk\solo-desk.exe (windowed), dist\solo-desk\solo-desk-cli.exe (console),
#       dist\solo-desk-<version>-windows-setup.exe
$ErrorActionPreference = "Stop"
Set-Location (Join-Path $PSScriptRoot "..\..")
$version = (python -c "import solo_desk; print(solo_desk.__version__)").Trim()

python -m PyInstaller --noconfirm --distpath dist --workpath build\pyinstaller-windows packaging\solo-desk.spec
if ($LASTEXITCODE -ne 0) { throw "PyInstaller failed" }
$env:QT_QPA_PLATFORM = "offscreen"
& dist\solo-desk\solo-desk-cli.exe --version
if ($LASTEXITCODE -ne 0) { throw "the bundled program does not start" }
Remove-Item Env:QT_QPA_PLATFORM

$iscc = (Get-Command iscc.exe -ErrorAction SilentlyContinue).Source
if (-not $iscc) { $iscc = "${env:ProgramFiles(x86)}\Inno Setup 6\ISCC.exe" }
& $iscc "/DAppVersion=$version" packaging\windows\solo-desk.iss
if ($LASTEXITCODE -ne 0) { throw "Inno Setup failed" }
Get-ChildItem dist\*.exe
