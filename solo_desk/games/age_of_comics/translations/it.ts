<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
  <context>
    <name>SoloDesk</name>
    <message>
      <source>$%d</source>
      <translation>$%d</translation>
    </message>
    <message>
      <source>%d %s ideas</source>
      <translation>%d idee di genere %s</translation>
    </message>
    <message>
      <source>%d cards left in the deck</source>
      <translation>%d carte rimaste nel mazzo</translation>
    </message>
    <message>
      <source>%d collects</source>
      <translation>%d raccolte</translation>
    </message>
    <message>
      <source>%d flips</source>
      <translation>%d girate</translation>
    </message>
    <message>
      <source>%d ideas from the board</source>
      <translation>%d idee dal tabellone</translation>
    </message>
    <message>
      <source>%s and %d from the supply</source>
      <translation>%s e %d dalla riserva</translation>
    </message>
    <message>
      <source>%s and %s left</source>
      <translation>ancora %s e %s</translation>
    </message>
    <message>
      <source>%s idea tokens on the board: %d</source>
      <translation>Gettoni idea di genere %s sul tabellone: %d</translation>
    </message>
    <message>
      <source>%s ideas: %d (click to correct)</source>
      <translation>Idee di genere %s: %d (clic per correggere)</translation>
    </message>
    <message>
      <source>%s, an action of Automa card %d: the Automa does the first one, from the top, not done this round (▶ the one done).</source>
      <translation>%s, un'azione della carta Automa %d: l'Automa svolge la prima, dall'alto, non ancora svolta nel round (▶ quella svolta).</translation>
    </message>
    <message>
      <source>%s: no free space, or nothing you can do there</source>
      <translation>%s: nessuno spazio libero, o niente che tu possa fare lì</translation>
    </message>
    <message>
      <source>%s: no free space, or nothing you can do with this card now</source>
      <translation>%s: nessuno spazio libero, o niente che tu possa fare ora con questa carta</translation>
    </message>
    <message>
      <source>(%s: the search found it)</source>
      <translation>(%s: trovato dalla ricerca)</translation>
    </message>
    <message>
      <source>+$4</source>
      <translation>+$4</translation>
    </message>
    <message>
      <source>+1 fan</source>
      <translation>+1 fan</translation>
    </message>
    <message>
      <source>+1 idea</source>
      <translation>+1 idea</translation>
    </message>
    <message>
      <source>+2 ideas</source>
      <translation>+2 idee</translation>
    </message>
    <message>
      <source>1 collect</source>
      <translation>1 raccolta</translation>
    </message>
    <message>
      <source>1 flip</source>
      <translation>1 girata</translation>
    </message>
    <message>
      <source>1 idea from the board</source>
      <translation>1 idea dal tabellone</translation>
    </message>
    <message>
      <source>A</source>
      <translation>A</translation>
    </message>
    <message>
      <source>A comic the Automa developed: it may print it later; you can rip off only a comic it has printed (click that one).</source>
      <translation>Un fumetto sviluppato dall'Automa: potrà stamparlo più avanti; puoi fare il plagio solo di un fumetto che ha stampato (clicca quello).</translation>
    </message>
    <message>
      <source>A creative of the Automa's: it prints comics with it.</source>
      <translation>Un creativo dell'Automa: lo usa per stampare i fumetti.</translation>
    </message>
    <message>
      <source>A sales order has no correction: the moves that flip or collect it change it (undo a wrong one).</source>
      <translation>Un ordine di acquisto non ha correzioni: lo cambiano le mosse che lo girano o lo raccolgono (annulla quella sbagliata).</translation>
    </message>
    <message>
      <source>A value-2 writer and artist of different genres, a comic, three ideas</source>
      <translation>Uno scrittore e un artista di valore 2 di generi diversi, un fumetto, tre idee</translation>
    </message>
    <message>
      <source>Action %d</source>
      <translation>Azione %d</translation>
    </message>
    <message>
      <source>Action board</source>
      <translation>Tabellone delle azioni</translation>
    </message>
    <message>
      <source>Agent space %s</source>
      <translation>Spazio agente %s</translation>
    </message>
    <message>
      <source>An empty slot of the Automa board: 4 cards are dealt here face down at the round's start.</source>
      <translation>Uno spazio vuoto della plancia Automa: all'inizio del round vi si mettono 4 carte coperte.</translation>
    </message>
    <message>
      <source>Artist</source>
      <translation>Artista</translation>
    </message>
    <message>
      <source>Artist (value 2, another genre)</source>
      <translation>Artista (valore 2, di un altro genere)</translation>
    </message>
    <message>
      <source>Artists</source>
      <translation>Artisti</translation>
    </message>
    <message>
      <source>Asked: what the table shows at the start of round %s, then the Automa's first card</source>
      <translation>Chiesto: cosa mostra il tavolo all'inizio del round %s, poi la prima carta dell'Automa</translation>
    </message>
    <message>
      <source>Automa</source>
      <translation>Automa</translation>
    </message>
    <message>
      <source>Automa &amp;deck (your 12 cards)…</source>
      <translation>&amp;Mazzo Automa (le tue 12 carte)…</translation>
    </message>
    <message>
      <source>Automa board</source>
      <translation>Plancia Automa</translation>
    </message>
    <message>
      <source>Automa card %d, about to be revealed: the Automa's proposed turn.</source>
      <translation>Carta Automa %d, sta per essere rivelata: è il turno proposto dell'Automa.</translation>
    </message>
    <message>
      <source>Automa card %d, face down: revealed on a later Automa turn, left to right.</source>
      <translation>Carta Automa %d, coperta: verrà rivelata in un prossimo turno dell'Automa, da sinistra a destra.</translation>
    </message>
    <message>
      <source>Automa card %d: the Automa did its first action, from the top, not done this round; the numbers give its genre priority.</source>
      <translation>Carta Automa %d: l'Automa ha svolto la prima azione, dall'alto, non ancora svolta nel round; i numeri danno la sua priorità di genere.</translation>
    </message>
    <message>
      <source>Automa deck (your 12 cards)…</source>
      <translation type="vanished">Mazzo Automa (le tue 12 carte)…</translation>
    </message>
    <message>
      <source>Automa's editors</source>
      <translation>Redattori dell'Automa</translation>
    </message>
    <message>
      <source>Automa's mat</source>
      <translation>Plancia giocatore dell'Automa</translation>
    </message>
    <message>
      <source>Both sides</source>
      <translation>I due contendenti</translation>
    </message>
    <message>
      <source>Calendar (genre tiles flip the orders of their genre)</source>
      <translation>Calendario (le tessere genere girano gli ordini del loro genere)</translation>
    </message>
    <message>
      <source>Calendar tile of round %s</source>
      <translation>Tessera calendario del round %s</translation>
    </message>
    <message>
      <source>Calendar tile of round %s, face down: at that round's start it turns the sales orders of its genre face up.</source>
      <translation>Tessera calendario del round %s, coperta: all'inizio di quel round scopre gli ordini di acquisto del suo genere.</translation>
    </message>
    <message>
      <source>Calendar tile of round %s: %s; at that round's start it turned the %s sales orders on the map face up.</source>
      <translation>Tessera calendario del round %s: %s; all'inizio di quel round ha scoperto sulla mappa gli ordini di acquisto del genere %s.</translation>
    </message>
    <message>
      <source>Card</source>
      <translation>Carta</translation>
    </message>
    <message>
      <source>Cards on offer</source>
      <translation>Carte disponibili</translation>
    </message>
    <message>
      <source>Challenges: %s</source>
      <translation>Sfide: %s</translation>
    </message>
    <message>
      <source>Choose your start…</source>
      <translation>Scegli la tua partenza…</translation>
    </message>
    <message>
      <source>Click, or drop an editor here, to take this action</source>
      <translation>Fai clic, o trascina qui un redattore, per fare questa azione</translation>
    </message>
    <message>
      <source>Close without saving the cards you changed?</source>
      <translation>Chiudere senza salvare le carte modificate?</translation>
    </message>
    <message>
      <source>Comics</source>
      <translation>Fumetti</translation>
    </message>
    <message>
      <source>Correct the Automa's chart VP</source>
      <translation>Correggi i PV della classifica dell'Automa</translation>
    </message>
    <message>
      <source>Correct the fans</source>
      <translation>Correggi i fan</translation>
    </message>
    <message>
      <source>Correct the fans of the Automa's comic</source>
      <translation>Correggi i fan del fumetto dell'Automa</translation>
    </message>
    <message>
      <source>Correct the idea tokens on the action board</source>
      <translation>Correggi i segnalini idea sul tabellone delle azioni</translation>
    </message>
    <message>
      <source>Correct your chart VP</source>
      <translation>Correggi i tuoi PV della classifica</translation>
    </message>
    <message>
      <source>Correct your ideas</source>
      <translation>Correggi le tue idee</translation>
    </message>
    <message>
      <source>Correct your money</source>
      <translation>Correggi il tuo denaro</translation>
    </message>
    <message>
      <source>Correct your tickets</source>
      <translation>Correggi i tuoi biglietti</translation>
    </message>
    <message>
      <source>Corrections: your money, ideas and tickets; either side's comic fans, chart VP and mastery tokens; the idea tokens on the action board.</source>
      <translation>Correzioni: il tuo denaro, le tue idee e i tuoi biglietti; di entrambi i lati i fan dei fumetti, i PV della classifica e i segnalini maestria; i segnalini idea sul tabellone delle azioni.</translation>
    </message>
    <message>
      <source>DEVELOP!</source>
      <translation>DEVELOP!</translation>
    </message>
    <message>
      <source>Dashed red frame: proposed, not yet applied (Apply puts it on the table)</source>
      <translation>Cornice rossa tratteggiata: proposto, non ancora applicato (Applica lo mette sul tavolo)</translation>
    </message>
    <message>
      <source>Dashed red frame: told by you, not yet applied (Apply puts it on the table)</source>
      <translation>Cornice rossa tratteggiata: indicato da te, non ancora applicato (Applica lo mette sul tavolo)</translation>
    </message>
    <message>
      <source>Demo deck, made up: NOT the official cards</source>
      <translation>Mazzo dimostrativo, inventato: NON sono le carte ufficiali</translation>
    </message>
    <message>
      <source>Developed comic (face down)</source>
      <translation>Fumetto sviluppato (a faccia in giù)</translation>
    </message>
    <message>
      <source>Difficulty: %s — Automa prints with %d + round fans, sales minimum %d</source>
      <translation>Difficoltà: %s — l'Automa stampa con %d fan + numero del round, minimo vendite %d</translation>
    </message>
    <message>
      <source>Discarded Automa cards</source>
      <translation>Carte Automa scartate</translation>
    </message>
    <message>
      <source>Drag an editor onto an action, or click its first free space</source>
      <translation>Trascina un redattore su un'azione, o fai clic sul suo primo spazio libero</translation>
    </message>
    <message>
      <source>Drag onto an action area</source>
      <translation>Trascina su un'area azione</translation>
    </message>
    <message>
      <source>Editors have no correction: each one on the board is a move of this round (undo a wrong one), and all come back at the round's end.</source>
      <translation>I redattori non hanno correzioni: ognuno sul tabellone è una mossa di questo round (annulla quella sbagliata) e tornano tutti alla fine del round.</translation>
    </message>
    <message>
      <source>End at once at %s: flip or collect no order</source>
      <translation>Termina subito a %s: non girare né raccogliere ordini</translation>
    </message>
    <message>
      <source>End the Sales action</source>
      <translation>Termina l'azione Vendite</translation>
    </message>
    <message>
      <source>Enter your 12 Automa cards once: the three actions from top to bottom and the genre priority printed on each card. Every new game uses this deck; a game already started keeps the deck it began with.</source>
      <translation>Inserisci una volta sola le tue 12 carte Automa: le tre azioni dall'alto in basso e la priorità di genere stampata su ogni carta. Ogni nuova partita usa questo mazzo; una partita già iniziata tiene il mazzo con cui è cominciata.</translation>
    </message>
    <message>
      <source>Fan chart (income $ under each step)</source>
      <translation>Classifica dei fan (reddito in $ sotto ogni casella)</translation>
    </message>
    <message>
      <source>Final scores proposed, not yet applied (Apply ends the game)</source>
      <translation>Punteggi finali proposti, non ancora applicati (Applica chiude la partita)</translation>
    </message>
    <message>
      <source>First choose your start: the button on your mat</source>
      <translation>Prima scegli come iniziare: il pulsante sulla tua plancia</translation>
    </message>
    <message>
      <source>Game over: %s</source>
      <translation>Partita finita: %s</translation>
    </message>
    <message>
      <source>Genre %d</source>
      <translation>Genere %d</translation>
    </message>
    <message>
      <source>Genre priority of Automa card %d (here %s): the Automa takes cards, ideas and orders by this order, 1 first.</source>
      <translation>Priorità di genere della carta Automa %d (qui %s): l'Automa prende carte, idee e ordini in quest'ordine, dall'1.</translation>
    </message>
    <message>
      <source>HIRE!</source>
      <translation>HIRE!</translation>
    </message>
    <message>
      <source>Hand limit: click %d cards of your hand to discard</source>
      <translation>Limite di carte in mano: clicca %d carte della tua mano da scartare</translation>
    </message>
    <message>
      <source>Hand limit: click 1 card of your hand to discard</source>
      <translation>Limite di carte in mano: clicca 1 carta della tua mano da scartare</translation>
    </message>
    <message>
      <source>IDEAS!</source>
      <translation>IDEAS!</translation>
    </message>
    <message>
      <source>Idea %d</source>
      <translation>Idea %d</translation>
    </message>
    <message>
      <source>It is not your turn to place an editor</source>
      <translation>Non è il tuo turno di piazzare un redattore</translation>
    </message>
    <message>
      <source>It is the Automa's turn: Apply it in the Automa panel (Ctrl+Return)</source>
      <translation>È il turno dell'Automa: applicalo nel pannello Automa (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>It is the Automa's turn: answer the questions in the Automa panel</source>
      <translation>È il turno dell'Automa: rispondi alle domande nel pannello Automa</translation>
    </message>
    <message>
      <source>Mastery</source>
      <translation>Maestria</translation>
    </message>
    <message>
      <source>Mastery of %s: %s</source>
      <translation>Maestria del genere %s: %s</translation>
    </message>
    <message>
      <source>Money ($)</source>
      <translation>Denaro ($)</translation>
    </message>
    <message>
      <source>Newsstand map</source>
      <translation>Mappa delle edicole</translation>
    </message>
    <message>
      <source>No %s idea token on the action board: nothing to take (right-click to correct)</source>
      <translation>Nessun segnalino idea del genere %s sul tabellone delle azioni: niente da prendere (clic destro per correggere)</translation>
    </message>
    <message>
      <source>No correction for this piece: the moves change it (undo a wrong one).</source>
      <translation>Nessuna correzione per questo pezzo: lo cambiano le mosse (annulla quella sbagliata).</translation>
    </message>
    <message>
      <source>No deck entered: each revealed card is asked</source>
      <translation>Nessun mazzo inserito: ogni carta rivelata viene chiesta</translation>
    </message>
    <message>
      <source>Nobody can hold the %s mastery yet: no side has printed a comic of it</source>
      <translation>Nessuno può ancora avere la maestria del genere %s: nessun lato ha stampato un fumetto di quel genere</translation>
    </message>
    <message>
      <source>Nothing to play on it.</source>
      <translation>Non c'è nulla da giocare qui.</translation>
    </message>
    <message>
      <source>PRINT!</source>
      <translation>PRINT!</translation>
    </message>
    <message>
      <source>Proposed: the end of round %s and of the game: you %d VP, the Automa %d VP</source>
      <translation type="vanished">Proposto: la fine del round %s e della partita: tu %d PV, l'Automa %d PV</translation>
    </message>
    <message>
      <source>Proposed: the end of round %s and of the game: you %s VP, the Automa %s VP</source>
      <translation>Proposto: la fine del round %s e della partita: tu %s PV, l'Automa %s PV</translation>
    </message>
    <message>
      <source>Proposed: the end of round %s, the start of round %s, then the Automa's first card</source>
      <translation>Proposto: la fine del round %s, l'inizio del round %s, poi la prima carta dell'Automa</translation>
    </message>
    <message>
      <source>Proposed: the start of round %s, then the Automa's first card</source>
      <translation>Proposto: l'inizio del round %s, poi la prima carta dell'Automa</translation>
    </message>
    <message>
      <source>ROYALTIES!</source>
      <translation>ROYALTIES!</translation>
    </message>
    <message>
      <source>Round %s of V · %s · %s</source>
      <translation>Round %s di V · %s · %s</translation>
    </message>
    <message>
      <source>SALES!</source>
      <translation>SALES!</translation>
    </message>
    <message>
      <source>Sales order: %s (next to %s)</source>
      <translation>Ordine di acquisto: %s (accanto a %s)</translation>
    </message>
    <message>
      <source>Searching the Comic deck for %s: card %s turned over and discarded?</source>
      <translation>Ricerca di un fumetto %s nel mazzo Fumetti: carta %s girata e scartata?</translation>
    </message>
    <message>
      <source>Set-up: choose your start (click the button on your mat)</source>
      <translation>Preparazione: scegli la tua partenza (clic sul pulsante della tua plancia)</translation>
    </message>
    <message>
      <source>Start</source>
      <translation>Partenza</translation>
    </message>
    <message>
      <source>Super-transport tickets</source>
      <translation>Biglietti Super-trasporto</translation>
    </message>
    <message>
      <source>The %s mastery token is really…</source>
      <translation>Il segnalino maestria del genere %s in realtà è…</translation>
    </message>
    <message>
      <source>The Automa deck is on your table: each card it reveals is asked in the Automa panel (Game ▸ Automa deck (your 12 cards)… enters them).</source>
      <translation>Il mazzo Automa è sul tuo tavolo: ogni carta che rivela viene chiesta nel pannello Automa (Partita ▸ Mazzo Automa (le tue 12 carte)… le inserisce).</translation>
    </message>
    <message>
      <source>The Automa deck: %d cards; 4 are dealt face down each round, all reshuffled after rounds II and IV.</source>
      <translation>Il mazzo Automa: %d carte; ogni round se ne pescano 4 coperte, e dopo i round II e IV si rimescola tutto.</translation>
    </message>
    <message>
      <source>The Automa deck; reshuffled after rounds II and IV</source>
      <translation>Il mazzo Automa; rimescolato dopo i round II e IV</translation>
    </message>
    <message>
      <source>The Automa panel applies its turns.</source>
      <translation>Il pannello Automa applica i suoi turni.</translation>
    </message>
    <message>
      <source>The Automa's chart VP (click to correct)</source>
      <translation>PV della classifica dell'Automa (clic per correggere)</translation>
    </message>
    <message>
      <source>The Automa's discard: %d cards; its 4 cards go here at each round's end, back into its deck after rounds II and IV.</source>
      <translation>Gli scarti dell'Automa: %d carte; a fine round vi vanno le sue 4 carte, rimescolate nel suo mazzo dopo i round II e IV.</translation>
    </message>
    <message>
      <source>The Automa's editors are placed on its turns: see its proposal in the Automa panel</source>
      <translation>I redattori dell'Automa vengono piazzati nei suoi turni: vedi la sua proposta nel pannello Automa</translation>
    </message>
    <message>
      <source>The game is over.</source>
      <translation>La partita è finita.</translation>
    </message>
    <message>
      <source>The game is over: nothing more can be played (Undo goes back)</source>
      <translation>La partita è finita: non si può più giocare (Annulla torna indietro)</translation>
    </message>
    <message>
      <source>The open question is about this place</source>
      <translation>La domanda aperta riguarda questo punto</translation>
    </message>
    <message>
      <source>This sales order is out of your agent's reach this turn (a walk you can pay for, or a ticket)</source>
      <translation>Questo ordine di acquisto è fuori dalla portata del tuo agente in questo turno (non lo raggiunge né con uno spostamento che puoi pagare né con un biglietto)</translation>
    </message>
    <message>
      <source>Use a Super-transport ticket</source>
      <translation>Usa un biglietto Super-trasporto</translation>
    </message>
    <message>
      <source>VP from the chart ranking</source>
      <translation>PV dalla classifica</translation>
    </message>
    <message>
      <source>VP now</source>
      <translation>PV ora</translation>
    </message>
    <message>
      <source>Which artist did you draw?</source>
      <translation>Quale artista hai pescato?</translation>
    </message>
    <message>
      <source>Which comic did you draw?</source>
      <translation>Quale fumetto hai pescato?</translation>
    </message>
    <message>
      <source>Which value does the flipped order show?</source>
      <translation>Che valore mostra l'ordine girato?</translation>
    </message>
    <message>
      <source>Which writer did you draw?</source>
      <translation>Quale scrittore hai pescato?</translation>
    </message>
    <message>
      <source>Writer</source>
      <translation>Scrittore</translation>
    </message>
    <message>
      <source>Writer (value 2)</source>
      <translation>Scrittore (valore 2)</translation>
    </message>
    <message>
      <source>Writers</source>
      <translation>Scrittori</translation>
    </message>
    <message>
      <source>Y</source>
      <translation>T</translation>
    </message>
    <message>
      <source>Y = your comics (above), A = the Automa's (below); the number is the comic's place on its mat</source>
      <translation>T = i tuoi fumetti (sopra), A = quelli dell'Automa (sotto); il numero è il posto del fumetto sulla sua plancia</translation>
    </message>
    <message>
      <source>Your Automa deck</source>
      <translation>Il tuo mazzo Automa</translation>
    </message>
    <message>
      <source>Your Sales action has no collect left, and this order is face up</source>
      <translation>La tua azione Vendite non ha più raccolte, e questo ordine è scoperto</translation>
    </message>
    <message>
      <source>Your Sales action has no flip or collect left</source>
      <translation>La tua azione Vendite non ha più ordini da girare né raccolte</translation>
    </message>
    <message>
      <source>Your Sales action is still going on: click the Sales area to move on or to end it, or click an order in reach</source>
      <translation>La tua azione Vendite è ancora in corso: clicca l'area SALES! per proseguire o terminarla, oppure clicca un ordine raggiungibile</translation>
    </message>
    <message>
      <source>Your Sales goes on: click an order in reach, or the Sales area to move on or to end it</source>
      <translation>Vendite in corso: clicca un ordine raggiungibile, o SALES! per proseguire o terminare</translation>
    </message>
    <message>
      <source>Your Sales: %s; %s</source>
      <translation>Le tue Vendite: %s; %s</translation>
    </message>
    <message>
      <source>Your Super-transport tickets (click to correct)</source>
      <translation>I tuoi biglietti Super-trasporto (clic per correggere)</translation>
    </message>
    <message>
      <source>Your agent moves with the Sales action: click the Sales area, or an order in reach</source>
      <translation>Il tuo agente si sposta con l'azione Vendite: fai clic sull'area SALES! o su un ordine raggiungibile</translation>
    </message>
    <message>
      <source>Your chart VP (click to correct)</source>
      <translation>I tuoi PV della classifica (clic per correggere)</translation>
    </message>
    <message>
      <source>Your editors</source>
      <translation>I tuoi redattori</translation>
    </message>
    <message>
      <source>Your mat</source>
      <translation>La tua plancia giocatore</translation>
    </message>
    <message>
      <source>Your money (click to correct)</source>
      <translation>Il tuo denaro (clic per correggere)</translation>
    </message>
    <message>
      <source>Your sales agent (%s)</source>
      <translation>Il tuo agente di vendita (%s)</translation>
    </message>
    <message>
      <source>Your set-up</source>
      <translation>La tua preparazione</translation>
    </message>
    <message>
      <source>Your title: %s</source>
      <translation>Il tuo titolo: %s</translation>
    </message>
    <message>
      <source>a writer and an artist</source>
      <translation>uno scrittore e un artista</translation>
    </message>
    <message>
      <source>above</source>
      <translation>sopra</translation>
    </message>
    <message>
      <source>above left</source>
      <translation>in alto a sinistra</translation>
    </message>
    <message>
      <source>above right</source>
      <translation>in alto a destra</translation>
    </message>
    <message>
      <source>agent: 1st step free, then $%d a step</source>
      <translation>agente: 1° passo gratis, poi $%d a passo</translation>
    </message>
    <message>
      <source>artist</source>
      <translation>artista</translation>
    </message>
    <message>
      <source>artist from the deck (blind)</source>
      <translation>artista dal mazzo (alla cieca)</translation>
    </message>
    <message>
      <source>below</source>
      <translation>sotto</translation>
    </message>
    <message>
      <source>below left</source>
      <translation>in basso a sinistra</translation>
    </message>
    <message>
      <source>below right</source>
      <translation>in basso a destra</translation>
    </message>
    <message>
      <source>board:</source>
      <translation>tabellone:</translation>
    </message>
    <message>
      <source>bonus</source>
      <translation>bonus</translation>
    </message>
    <message>
      <source>bonus of %s: 2 ideas, %s</source>
      <translation>bonus di %s: 2 idee, %s</translation>
    </message>
    <message>
      <source>card %d</source>
      <translation>carta %d</translation>
    </message>
    <message>
      <source>card %d
face down</source>
      <translation>carta %d
coperta</translation>
    </message>
    <message>
      <source>card %d — about to be revealed</source>
      <translation>carta %d — sta per essere rivelata</translation>
    </message>
    <message>
      <source>challenges</source>
      <translation>sfide</translation>
    </message>
    <message>
      <source>chart VP</source>
      <translation>PV classifica</translation>
    </message>
    <message>
      <source>chosen this turn</source>
      <translation>scelta in questo turno</translation>
    </message>
    <message>
      <source>click to correct its fans</source>
      <translation>clic per correggerne i fan</translation>
    </message>
    <message>
      <source>click to correct who holds it</source>
      <translation>clic per correggere chi lo ha</translation>
    </message>
    <message>
      <source>click: IDEAS! taking it; right-click to correct</source>
      <translation>clic: IDEAS! prendendolo; clic destro per correggere</translation>
    </message>
    <message>
      <source>collect %d orders</source>
      <translation>raccogli %d ordini</translation>
    </message>
    <message>
      <source>collect %s</source>
      <translation>raccogli %s</translation>
    </message>
    <message>
      <source>collect 1 order</source>
      <translation>raccogli 1 ordine</translation>
    </message>
    <message>
      <source>collect no order</source>
      <translation>non raccogliere ordini</translation>
    </message>
    <message>
      <source>column %s: %s</source>
      <translation>colonna %s: %s</translation>
    </message>
    <message>
      <source>creatives</source>
      <translation>creativi</translation>
    </message>
    <message>
      <source>deck</source>
      <translation>mazzo</translation>
    </message>
    <message>
      <source>demo deck (made up)</source>
      <translation>mazzo dimostrativo (inventato)</translation>
    </message>
    <message>
      <source>developed</source>
      <translation>sviluppati</translation>
    </message>
    <message>
      <source>difficulty bonus</source>
      <translation>bonus difficoltà</translation>
    </message>
    <message>
      <source>discard</source>
      <translation>scarti</translation>
    </message>
    <message>
      <source>empty slot</source>
      <translation>spazio vuoto</translation>
    </message>
    <message>
      <source>face down</source>
      <translation>coperto</translation>
    </message>
    <message>
      <source>fans</source>
      <translation>fan</translation>
    </message>
    <message>
      <source>final VP</source>
      <translation>PV finali</translation>
    </message>
    <message>
      <source>flip %s</source>
      <translation>gira %s</translation>
    </message>
    <message>
      <source>flip and collect %s</source>
      <translation>gira e raccogli %s</translation>
    </message>
    <message>
      <source>from the board: %s</source>
      <translation>dal tabellone: %s</translation>
    </message>
    <message>
      <source>from the supply: %s</source>
      <translation>dalla riserva: %s</translation>
    </message>
    <message>
      <source>from the supply: %s, …</source>
      <translation>dalla riserva: %s, …</translation>
    </message>
    <message>
      <source>gain $%d</source>
      <translation>guadagna $%d</translation>
    </message>
    <message>
      <source>genre priority %d: %s</source>
      <translation>priorità di genere %d: %s</translation>
    </message>
    <message>
      <source>here (%s): %s</source>
      <translation>qui (%s): %s</translation>
    </message>
    <message>
      <source>ideas</source>
      <translation>idee</translation>
    </message>
    <message>
      <source>ideas from the board + supply</source>
      <translation>idee dal tabellone + riserva</translation>
    </message>
    <message>
      <source>left</source>
      <translation>a sinistra</translation>
    </message>
    <message>
      <source>mastery VP</source>
      <translation>PV maestria</translation>
    </message>
    <message>
      <source>money</source>
      <translation>denaro</translation>
    </message>
    <message>
      <source>money/ideas VP</source>
      <translation>PV denaro/idee</translation>
    </message>
    <message>
      <source>move the agent, flip / collect orders</source>
      <translation>muovi l'agente, gira / raccogli ordini</translation>
    </message>
    <message>
      <source>move to %s ($%d)</source>
      <translation>vai a %s ($%d)</translation>
    </message>
    <message>
      <source>next step $%d</source>
      <translation>prossimo passo $%d</translation>
    </message>
    <message>
      <source>next step free</source>
      <translation>prossimo passo gratis</translation>
    </message>
    <message>
      <source>no action possible</source>
      <translation>nessuna azione possibile</translation>
    </message>
    <message>
      <source>no operation</source>
      <translation>nessuna operazione</translation>
    </message>
    <message>
      <source>no title</source>
      <translation>nessun titolo</translation>
    </message>
    <message>
      <source>nobody's</source>
      <translation>di nessuno</translation>
    </message>
    <message>
      <source>none</source>
      <translation>nessuna</translation>
    </message>
    <message>
      <source>none: the next card was %s</source>
      <translation>nessuna: la carta successiva era un fumetto %s</translation>
    </message>
    <message>
      <source>only move there</source>
      <translation>solo spostarti lì</translation>
    </message>
    <message>
      <source>orders taken: %d</source>
      <translation>ordini presi: %d</translation>
    </message>
    <message>
      <source>originals VP</source>
      <translation>PV originali</translation>
    </message>
    <message>
      <source>print a comic</source>
      <translation>stampa un fumetto</translation>
    </message>
    <message>
      <source>print one comic</source>
      <translation>stampa un fumetto</translation>
    </message>
    <message>
      <source>print two comics</source>
      <translation>stampa due fumetti</translation>
    </message>
    <message>
      <source>printed (left to right)</source>
      <translation>stampati (da sinistra a destra)</translation>
    </message>
    <message>
      <source>printed in round</source>
      <translation>stampato nel round</translation>
    </message>
    <message>
      <source>prints 1 comic</source>
      <translation>stampa 1 fumetto</translation>
    </message>
    <message>
      <source>prints up to %d comics</source>
      <translation>stampa fino a %d fumetti</translation>
    </message>
    <message>
      <source>proposed, not yet applied</source>
      <translation>proposto, non ancora applicato</translation>
    </message>
    <message>
      <source>right</source>
      <translation>a destra</translation>
    </message>
    <message>
      <source>right-click to correct its fans</source>
      <translation>clic destro per correggerne i fan</translation>
    </message>
    <message>
      <source>rip-off</source>
      <translation>plagio</translation>
    </message>
    <message>
      <source>rip-off of %s</source>
      <translation>plagio di %s</translation>
    </message>
    <message>
      <source>round end</source>
      <translation>fine round</translation>
    </message>
    <message>
      <source>round start</source>
      <translation>inizio round</translation>
    </message>
    <message>
      <source>sales orders (✓ fulfilled): %s</source>
      <translation>ordini di acquisto (✓ soddisfatti): %s</translation>
    </message>
    <message>
      <source>search the deck for %s ($%d)</source>
      <translation>cerca nel mazzo un fumetto %s ($%d)</translation>
    </message>
    <message>
      <source>search the deck: $%d</source>
      <translation>cerca nel mazzo: $%d</translation>
    </message>
    <message>
      <source>stay at %s (free)</source>
      <translation>resta a %s (gratis)</translation>
    </message>
    <message>
      <source>take a comic</source>
      <translation>prendi un fumetto</translation>
    </message>
    <message>
      <source>take a writer and an artist</source>
      <translation>prendi uno scrittore e un artista</translation>
    </message>
    <message>
      <source>take money</source>
      <translation>prendi denaro</translation>
    </message>
    <message>
      <source>the Automa wins</source>
      <translation>vince l'Automa</translation>
    </message>
    <message>
      <source>the Automa's</source>
      <translation>dell'Automa</translation>
    </message>
    <message>
      <source>the Automa's turn</source>
      <translation>turno dell'Automa</translation>
    </message>
    <message>
      <source>ticket</source>
      <translation>biglietto</translation>
    </message>
    <message>
      <source>tickets</source>
      <translation>biglietti</translation>
    </message>
    <message>
      <source>tickets: %d</source>
      <translation>biglietti: %d</translation>
    </message>
    <message>
      <source>to %s</source>
      <translation>per %s</translation>
    </message>
    <message>
      <source>to %s (%d orders in reach)</source>
      <translation>a %s (%d ordini raggiungibili)</translation>
    </message>
    <message>
      <source>to %s (1 order in reach)</source>
      <translation>a %s (1 ordine raggiungibile)</translation>
    </message>
    <message>
      <source>to %s (no order in reach)</source>
      <translation>a %s (nessun ordine raggiungibile)</translation>
    </message>
    <message>
      <source>told by you, not yet applied</source>
      <translation>indicato da te, non ancora applicato</translation>
    </message>
    <message>
      <source>top of the comic deck</source>
      <translation>cima del mazzo Fumetti</translation>
    </message>
    <message>
      <source>turn %d of %d</source>
      <translation>turno %d di %d</translation>
    </message>
    <message>
      <source>up to %d flips and %d collects (a face-down order is collected directly)</source>
      <translation>fino a %d ordini girati e %d raccolti (un ordine coperto si raccoglie direttamente)</translation>
    </message>
    <message>
      <source>walk ($%d)</source>
      <translation>a piedi ($%d)</translation>
    </message>
    <message>
      <source>walk (free)</source>
      <translation>a piedi (gratis)</translation>
    </message>
    <message>
      <source>writer</source>
      <translation>scrittore</translation>
    </message>
    <message>
      <source>writer + artist value in $, 2 ideas</source>
      <translation>valore scrittore + artista in $, 2 idee</translation>
    </message>
    <message>
      <source>writer from the deck (blind)</source>
      <translation>scrittore dal mazzo (alla cieca)</translation>
    </message>
    <message>
      <source>you</source>
      <translation>tu</translation>
    </message>
    <message>
      <source>you win</source>
      <translation>hai vinto</translation>
    </message>
    <message>
      <source>your turn</source>
      <translation>il tuo turno</translation>
    </message>
    <message>
      <source>yours</source>
      <translation>tuo</translation>
    </message>
    <message>
      <source>★ your agent · ? face down (the back shows the genre)</source>
      <translation>★ il tuo agente · ? coperto (il dorso mostra il genere)</translation>
    </message>
  </context>
</TS>
