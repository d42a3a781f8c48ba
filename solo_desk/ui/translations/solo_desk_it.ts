<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
  <context>
    <name>SoloDesk</name>
    <message>
      <source>"%s" is empty: write a value (by default: %s)</source>
      <translation>«%s» è vuoto: scrivi un valore (predefinito: %s)</translation>
    </message>
    <message>
      <source>%s already exists. Replace it?</source>
      <translation>%s esiste già. Sostituirlo?</translation>
    </message>
    <message>
      <source>%s has no turn to apply now: it is your move, play it on the board</source>
      <translation>%s non ha un turno da applicare ora: tocca a te, gioca la tua mossa sul tabellone</translation>
    </message>
    <message>
      <source>&amp;About Solo Desk</source>
      <translation>&amp;Informazioni su Solo Desk</translation>
    </message>
    <message>
      <source>&amp;Apply the automa's turn</source>
      <translation>&amp;Applica il turno dell'automa</translation>
    </message>
    <message>
      <source>&amp;Documentation</source>
      <translation>&amp;Documentazione</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Modifica</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <source>&amp;Fit to window</source>
      <translation>&amp;Adatta alla finestra</translation>
    </message>
    <message>
      <source>&amp;Game</source>
      <translation>&amp;Partita</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Aiuto</translation>
    </message>
    <message>
      <source>&amp;Keyboard shortcuts</source>
      <translation>&amp;Scorciatoie da tastiera</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Lingua</translation>
    </message>
    <message>
      <source>&amp;New game…</source>
      <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
      <source>&amp;Open…</source>
      <translation>&amp;Apri…</translation>
    </message>
    <message>
      <source>&amp;Panels</source>
      <translation>&amp;Pannelli</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Esci</translation>
    </message>
    <message>
      <source>&amp;Redo</source>
      <translation>&amp;Ripeti</translation>
    </message>
    <message>
      <source>&amp;Redo (%s): %s</source>
      <translation>&amp;Ripeti (%s): %s</translation>
    </message>
    <message>
      <source>&amp;Redo answer: %s</source>
      <translation>&amp;Ripeti risposta: %s</translation>
    </message>
    <message>
      <source>&amp;Redo: %s</source>
      <translation>&amp;Ripeti: %s</translation>
    </message>
    <message>
      <source>&amp;Save</source>
      <translation>&amp;Salva</translation>
    </message>
    <message>
      <source>&amp;Settings</source>
      <translation>&amp;Impostazioni</translation>
    </message>
    <message>
      <source>&amp;Undo</source>
      <translation>&amp;Annulla</translation>
    </message>
    <message>
      <source>&amp;Undo (%s): %s</source>
      <translation>&amp;Annulla (%s): %s</translation>
    </message>
    <message>
      <source>&amp;Undo answer: %s</source>
      <translation>&amp;Annulla risposta: %s</translation>
    </message>
    <message>
      <source>&amp;Undo: %s</source>
      <translation>&amp;Annulla: %s</translation>
    </message>
    <message>
      <source>&amp;View</source>
      <translation>&amp;Visualizza</translation>
    </message>
    <message>
      <source>(choose)</source>
      <translation>(scegli)</translation>
    </message>
    <message>
      <source>(type or choose)</source>
      <translation>(scrivi o scegli)</translation>
    </message>
    <message>
      <source>&lt; Back</source>
      <translation>&lt; Indietro</translation>
    </message>
    <message>
      <source>About Solo Desk</source>
      <translation>Informazioni su Solo Desk</translation>
    </message>
    <message>
      <source>All files (*)</source>
      <translation>Tutti i file (*)</translation>
    </message>
    <message>
      <source>Answer again</source>
      <translation>Rispondi di nuovo</translation>
    </message>
    <message>
      <source>Answer taken back: %s</source>
      <translation>Risposta ritirata: %s</translation>
    </message>
    <message>
      <source>Answer told again: %s</source>
      <translation>Risposta data di nuovo: %s</translation>
    </message>
    <message>
      <source>Answered: "Answer again" asks it again</source>
      <translation>Risposta data: «Rispondi di nuovo» la chiede di nuovo</translation>
    </message>
    <message>
      <source>Answered: Apply plays the automa's turn</source>
      <translation type="vanished">Risposte date: Applica gioca il turno dell'automa</translation>
    </message>
    <message>
      <source>Apply</source>
      <translation>Applica</translation>
    </message>
    <message>
      <source>Auto-&amp;apply the automa's turns</source>
      <translation>&amp;Applica da sé i turni dell'automa</translation>
    </message>
    <message>
      <source>Auto-apply</source>
      <translation>Applica da sé</translation>
    </message>
    <message>
      <source>Automa</source>
      <translation>Automa</translation>
    </message>
    <message>
      <source>Board: clear the focus</source>
      <translation>Tavolo: togli il focus</translation>
    </message>
    <message>
      <source>Board: correct the focused piece (right-click)</source>
      <translation>Tavolo: correggi il pezzo con il focus (clic destro)</translation>
    </message>
    <message>
      <source>Board: move the focused piece (drag)</source>
      <translation>Tavolo: sposta il pezzo con il focus (trascinamento)</translation>
    </message>
    <message>
      <source>Board: next / previous piece</source>
      <translation>Tavolo: pezzo successivo / precedente</translation>
    </message>
    <message>
      <source>Board: play the focused piece (click)</source>
      <translation>Tavolo: gioca il pezzo con il focus (clic)</translation>
    </message>
    <message>
      <source>Board: the nearest piece that way</source>
      <translation>Tavolo: il pezzo più vicino in quella direzione</translation>
    </message>
    <message>
      <source>Branch %d restored: you are at step %d</source>
      <translation>Ramo %d ripristinato: sei al passo %d</translation>
    </message>
    <message>
      <source>Branch %d restored: you are at step %d; the line it replaced is kept as branch %d</source>
      <translation>Ramo %d ripristinato: sei al passo %d; la linea che ha sostituito è conservata come ramo %d</translation>
    </message>
    <message>
      <source>Branch %d: %d step after step %d</source>
      <translation>Ramo %d: %d passo dopo il passo %d</translation>
    </message>
    <message>
      <source>Branch %d: %d steps after step %d</source>
      <translation>Ramo %d: %d passi dopo il passo %d</translation>
    </message>
    <message>
      <source>Cancel</source>
      <translation>Annulla</translation>
    </message>
    <message>
      <source>Choose a file</source>
      <translation>Scegli un file</translation>
    </message>
    <message>
      <source>Choose a file…</source>
      <translation>Scegli un file…</translation>
    </message>
    <message>
      <source>Choose the game</source>
      <translation>Scegli il gioco</translation>
    </message>
    <message>
      <source>Command</source>
      <translation>Comando</translation>
    </message>
    <message>
      <source>Companion: the game is on my table, the app mirrors it</source>
      <translation>Tavolo reale: la partita è sul mio tavolo, l'app la rispecchia</translation>
    </message>
    <message>
      <source>Dice</source>
      <translation>Dadi</translation>
    </message>
    <message>
      <source>Digital table: the app deals, rolls and referees</source>
      <translation>Tavolo digitale: l'app distribuisce, tira i dadi e arbitra</translation>
    </message>
    <message>
      <source>Discard sets it aside: File ▸ Open a game set aside… finds it again.</source>
      <translation>Con «Scarta» viene messa da parte: File ▸ Apri una partita messa da parte… la ritrova.</translation>
    </message>
    <message>
      <source>Documentation</source>
      <translation>Documentazione</translation>
    </message>
    <message>
      <source>Enter: correct</source>
      <translation>Invio: correggi</translation>
    </message>
    <message>
      <source>Enter: play</source>
      <translation>Invio: gioca</translation>
    </message>
    <message>
      <source>Final score: %s</source>
      <translation>Punteggio finale: %s</translation>
    </message>
    <message>
      <source>Finish</source>
      <translation>Fine</translation>
    </message>
    <message>
      <source>First answer the questions in the Automa panel</source>
      <translation>Prima rispondi alle domande nel pannello Automa</translation>
    </message>
    <message>
      <source>Forget the answers given for this turn and ask the questions again</source>
      <translation>Dimentica le risposte date per questo turno e ripeti le domande</translation>
    </message>
    <message>
      <source>From the keyboard: Tab or the arrow keys give a piece the focus (a dashed black and white frame; its details in the status bar), Enter plays it, Shift+Enter moves it, the Menu key corrects it.</source>
      <translation>Dalla tastiera: Tab o i tasti freccia danno il focus a un pezzo (una cornice tratteggiata bianca e nera; i suoi dettagli nella barra di stato), Invio lo gioca, Shift+Invio lo sposta, il tasto Menu lo corregge.</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partita finita</translation>
    </message>
    <message>
      <source>History</source>
      <translation>Cronologia</translation>
    </message>
    <message>
      <source>If not, it is set aside: File ▸ Open a game set aside… finds it again.</source>
      <translation>Altrimenti viene messa da parte: File ▸ Apri una partita messa da parte… la ritrova.</translation>
    </message>
    <message>
      <source>JSON files (*.json);;All files (*)</source>
      <translation>File JSON (*.json);;Tutti i file (*)</translation>
    </message>
    <message>
      <source>Keyboard shortcuts</source>
      <translation>Scorciatoie da tastiera</translation>
    </message>
    <message>
      <source>Keys</source>
      <translation>Tasti</translation>
    </message>
    <message>
      <source>Last dice rolls</source>
      <translation>Ultimi tiri di dado</translation>
    </message>
    <message>
      <source>Menu: correct</source>
      <translation>Menu: correggi</translation>
    </message>
    <message>
      <source>Mode</source>
      <translation>Modalità</translation>
    </message>
    <message>
      <source>Move it to…</source>
      <translation>Spostalo in…</translation>
    </message>
    <message>
      <source>Ne&amp;xt panel (board, Automa, History)</source>
      <translation>Pannello &amp;successivo (tavolo, Automa, Cronologia)</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>Nuova partita</translation>
    </message>
    <message>
      <source>New game…</source>
      <translation>Nuova partita…</translation>
    </message>
    <message>
      <source>Next &gt;</source>
      <translation>Avanti &gt;</translation>
    </message>
    <message>
      <source>Next panel (board, Automa, History)</source>
      <translation type="vanished">Pannello successivo (tavolo, Automa, Cronologia)</translation>
    </message>
    <message>
      <source>No game open: File ▸ New game… or Open…</source>
      <translation>Nessuna partita aperta: File ▸ Nuova partita… o Apri…</translation>
    </message>
    <message>
      <source>No program could open the documentation: it is the file %s (Markdown text).</source>
      <translation>Nessun programma è riuscito ad aprire la documentazione: è il file %s (testo Markdown).</translation>
    </message>
    <message>
      <source>No roll yet</source>
      <translation>Nessun tiro finora</translation>
    </message>
    <message>
      <source>Nothing to correct on this piece</source>
      <translation>Niente da correggere su questo pezzo</translation>
    </message>
    <message>
      <source>Nothing to do with this piece now</source>
      <translation>Ora non c'è niente da fare con questo pezzo</translation>
    </message>
    <message>
      <source>Nothing to do with this piece now: Shift+Enter moves it</source>
      <translation>Ora non c'è niente da fare con questo pezzo: Shift+Invio lo sposta</translation>
    </message>
    <message>
      <source>Nothing to do with this piece now: drag it to move it</source>
      <translation>Ora non c'è niente da fare con questo pezzo: trascinalo per spostarlo</translation>
    </message>
    <message>
      <source>On the board: the mouse wheel zooms, a drag on the empty table moves it; click or drag a piece to play it, right-click it to correct it.</source>
      <translation>Sul tavolo: la rotella del mouse ingrandisce, un trascinamento sul tavolo vuoto lo sposta; fai clic su un pezzo o trascinalo per giocarlo, clic destro per correggerlo.</translation>
    </message>
    <message>
      <source>Open &amp;recent</source>
      <translation>Apri &amp;recenti</translation>
    </message>
    <message>
      <source>Open a game se&amp;t aside…</source>
      <translation>Apri una partita messa da &amp;parte…</translation>
    </message>
    <message>
      <source>Open a game set &amp;aside…</source>
      <translation type="vanished">Apri una partita messa da &amp;parte…</translation>
    </message>
    <message>
      <source>Open a saved game</source>
      <translation>Apri una partita salvata</translation>
    </message>
    <message>
      <source>Open the last game again (%s)? It is over.</source>
      <translation>Riaprire l'ultima partita (%s)? È finita.</translation>
    </message>
    <message>
      <source>Open…</source>
      <translation>Apri…</translation>
    </message>
    <message>
      <source>Options</source>
      <translation>Opzioni</translation>
    </message>
    <message>
      <source>Options: %s</source>
      <translation>Opzioni: %s</translation>
    </message>
    <message>
      <source>Play board games solo against an automa.</source>
      <translation>Gioca da solo ai giochi da tavolo contro un automa.</translation>
    </message>
    <message>
      <source>Play the automa's turns by itself; each one can still be undone</source>
      <translation type="vanished">Gioca da sé i turni dell'automa; ognuno si può comunque annullare</translation>
    </message>
    <message>
      <source>Play the chosen branch's steps again in place of the steps after the step it starts from (those are kept as a branch)</source>
      <translation>Rigioca i passi del ramo scelto al posto dei passi dopo quello da cui parte (questi restano come ramo)</translation>
    </message>
    <message>
      <source>Pre&amp;vious panel</source>
      <translation>Pannello prece&amp;dente</translation>
    </message>
    <message>
      <source>Previous panel</source>
      <translation type="vanished">Pannello precedente</translation>
    </message>
    <message>
      <source>Recent games</source>
      <translation>Partite recenti</translation>
    </message>
    <message>
      <source>Redo step %d: %s</source>
      <translation>Ripeti il passo %d: %s</translation>
    </message>
    <message>
      <source>Restore branch</source>
      <translation>Ripristina il ramo</translation>
    </message>
    <message>
      <source>Resume the last game (%s, %d step played)?</source>
      <translation>Riprendere l'ultima partita (%s, %d passo giocato)?</translation>
    </message>
    <message>
      <source>Resume the last game (%s, %d steps played)?</source>
      <translation>Riprendere l'ultima partita (%s, %d passi giocati)?</translation>
    </message>
    <message>
      <source>Resume the last game?</source>
      <translation type="vanished">Riprendere l'ultima partita?</translation>
    </message>
    <message>
      <source>Rule %s of the solo rules says whose turn it is; the explanations below cite the rules by these IDs.</source>
      <translation>La regola %s del regolamento in solitario stabilisce a chi tocca; le spiegazioni qui sotto citano le regole con questi codici.</translation>
    </message>
    <message>
      <source>Save &amp;as…</source>
      <translation>Salva &amp;come…</translation>
    </message>
    <message>
      <source>Save the game</source>
      <translation>Salva la partita</translation>
    </message>
    <message>
      <source>Seed</source>
      <translation>Seme</translation>
    </message>
    <message>
      <source>Shift+Enter: move</source>
      <translation>Shift+Invio: sposta</translation>
    </message>
    <message>
      <source>Solo Desk</source>
      <translation>Solo Desk</translation>
    </message>
    <message>
      <source>Solo Desk %s — play board games solo against an automa.</source>
      <translation>Solo Desk %s — gioca in solitario ai giochi da tavolo contro un automa.</translation>
    </message>
    <message>
      <source>Solo Desk saves (*.json)</source>
      <translation>Salvataggi di Solo Desk (*.json)</translation>
    </message>
    <message>
      <source>Start of the game</source>
      <translation>Inizio della partita</translation>
    </message>
    <message>
      <source>Step %d done again: %s</source>
      <translation>Passo %d ripetuto: %s</translation>
    </message>
    <message>
      <source>Step %d undone: %s</source>
      <translation>Passo %d annullato: %s</translation>
    </message>
    <message>
      <source>Take back your answer "%s"</source>
      <translation>Ritira la tua risposta "%s"</translation>
    </message>
    <message>
      <source>Take back your answer "%s" to: %s</source>
      <translation>Ritira la tua risposta "%s" a: %s</translation>
    </message>
    <message>
      <source>Tell again your answer "%s"</source>
      <translation>Dai di nuovo la tua risposta "%s"</translation>
    </message>
    <message>
      <source>Tell again your answer "%s" to: %s</source>
      <translation>Dai di nuovo la tua risposta "%s" a: %s</translation>
    </message>
    <message>
      <source>That cannot go there: it is back in its place</source>
      <translation>Non può andare lì: è tornato al suo posto</translation>
    </message>
    <message>
      <source>The %d answers you gave to its questions are kept.</source>
      <translation>Le %d risposte che hai già dato alle sue domande restano salvate.</translation>
    </message>
    <message>
      <source>The answer you gave to its question is kept.</source>
      <translation>La risposta che hai già dato alla sua domanda resta salvata.</translation>
    </message>
    <message>
      <source>The automa has no turn to apply now</source>
      <translation type="vanished">Ora l'automa non ha un turno da applicare</translation>
    </message>
    <message>
      <source>The automa needs your answer</source>
      <translation type="vanished">L'automa ha bisogno di una tua risposta</translation>
    </message>
    <message>
      <source>The automa's roll, to apply</source>
      <translation type="vanished">Il tiro dell'automa, da applicare</translation>
    </message>
    <message>
      <source>The automa's turn</source>
      <translation type="vanished">Turno dell'automa</translation>
    </message>
    <message>
      <source>The current game has moves that are not saved in a file. Save it first?</source>
      <translation>La partita in corso ha mosse non salvate in un file. Salvarla prima?</translation>
    </message>
    <message>
      <source>The documentation (README.md and docs/, one file per game) is not installed with this copy of Solo Desk: it is in the project's source. The Automa panel names the rule of the rulebook behind each of the automa's steps; Help ▸ Keyboard shortcuts lists the keys.</source>
      <translation>La documentazione (README.md e docs/, un file per gioco) non è installata con questa copia di Solo Desk: si trova nei sorgenti del progetto. Il pannello Automa indica la regola del regolamento dietro ogni passo dell'automa; Aiuto ▸ Scorciatoie da tastiera elenca i tasti.</translation>
    </message>
    <message>
      <source>The game cannot start with these options: %s</source>
      <translation>La partita non può iniziare con queste opzioni: %s</translation>
    </message>
    <message>
      <source>The game could not be saved: %s</source>
      <translation>Impossibile salvare la partita: %s</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partita è finita.</translation>
    </message>
    <message>
      <source>The game is over. Final scores:</source>
      <translation>La partita è finita. Punteggi finali:</translation>
    </message>
    <message>
      <source>The game is over: the final score is on the board and in the status bar.</source>
      <translation type="vanished">La partita è finita: il punteggio finale è sul tabellone e nella barra di stato.</translation>
    </message>
    <message>
      <source>The game is over: undo its last move to play on</source>
      <translation>La partita è finita: annulla la sua ultima mossa per continuare a giocare</translation>
    </message>
    <message>
      <source>This piece goes nowhere now</source>
      <translation>Questo pezzo ora non va da nessuna parte</translation>
    </message>
    <message>
      <source>This piece goes nowhere now: Enter corrects it</source>
      <translation>Questo pezzo ora non va da nessuna parte: Invio lo corregge</translation>
    </message>
    <message>
      <source>This piece goes nowhere now: Enter or the Menu key corrects it</source>
      <translation>Questo pezzo ora non va da nessuna parte: Invio o il tasto Menu lo correggono</translation>
    </message>
    <message>
      <source>This piece goes nowhere now: Enter plays it</source>
      <translation>Questo pezzo ora non va da nessuna parte: Invio lo gioca</translation>
    </message>
    <message>
      <source>This piece goes nowhere now: Enter plays it, the Menu key corrects it</source>
      <translation>Questo pezzo ora non va da nessuna parte: Invio lo gioca, il tasto Menu lo corregge</translation>
    </message>
    <message>
      <source>This piece goes nowhere now: the Menu key corrects it</source>
      <translation>Questo pezzo ora non va da nessuna parte: il tasto Menu lo corregge</translation>
    </message>
    <message>
      <source>To move: %s</source>
      <translation>Muove: %s</translation>
    </message>
    <message>
      <source>Type part of a name to see the choices that contain it</source>
      <translation>Scrivi una parte del nome per vedere le scelte che la contengono</translation>
    </message>
    <message>
      <source>Undo step %d: %s</source>
      <translation>Annulla il passo %d: %s</translation>
    </message>
    <message>
      <source>Undone (in grey): Redo plays it again, a click goes back to it; another move keeps the undone steps as a branch</source>
      <translation>Annullato (in grigio): Ripeti lo rigioca, un clic ci torna; un'altra mossa tiene i passi annullati come ramo</translation>
    </message>
    <message>
      <source>Waiting for the table</source>
      <translation>In attesa del tavolo</translation>
    </message>
    <message>
      <source>Your move: play it on the board (click or drag a piece). The automa's next turn will be explained here, step by step.</source>
      <translation type="vanished">Tocca a te: gioca sul tabellone (clicca o trascina un pezzo). Il prossimo turno dell'automa sarà spiegato qui, passo per passo.</translation>
    </message>
    <message>
      <source>Your turn</source>
      <translation>Il tuo turno</translation>
    </message>
    <message>
      <source>Zoom &amp;in</source>
      <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
      <source>Zoom &amp;out</source>
      <translation>&amp;Riduci</translation>
    </message>
    <message>
      <source>companion</source>
      <translation>tavolo reale</translation>
    </message>
    <message>
      <source>digital table</source>
      <translation>tavolo digitale</translation>
    </message>
    <message>
      <source>dropped:</source>
      <translation>esclusi:</translation>
    </message>
    <message>
      <source>game over: %s wins</source>
      <translation>partita finita: vince %s</translation>
    </message>
    <message>
      <source>game over: a draw</source>
      <translation>partita finita: pareggio</translation>
    </message>
    <message>
      <source>game over: you scored %d</source>
      <translation type="vanished">partita finita: hai totalizzato %d</translation>
    </message>
    <message>
      <source>game over: you scored %s VP</source>
      <translation>partita finita: hai totalizzato %s PV</translation>
    </message>
    <message>
      <source>game over: you win</source>
      <translation>partita finita: hai vinto</translation>
    </message>
    <message>
      <source>interpretation %s decided this step</source>
      <translation>l'interpretazione %s ha deciso questo passo</translation>
    </message>
    <message>
      <source>rule %s</source>
      <translation>regola %s</translation>
    </message>
    <message>
      <source>to move: %s</source>
      <translation>muove: %s</translation>
    </message>
    <message>
      <source>unsaved</source>
      <translation>non salvata</translation>
    </message>
    <message>
      <source>… and %d more moves</source>
      <translation>… e altre %d mosse</translation>
    </message>
  </context>
</TS>
