<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
  <context>
    <name>SoloDesk</name>
    <message>
      <source>%d VP</source>
      <translation>%d PV</translation>
    </message>
    <message>
      <source>%d VP so far</source>
      <translation>%d PV finora</translation>
    </message>
    <message>
      <source>%d VP, final score</source>
      <translation>%d PV, punteggio finale</translation>
    </message>
    <message>
      <source>%d cards</source>
      <translation>%d carte</translation>
    </message>
    <message>
      <source>%d different resources</source>
      <translation>%d risorse diverse</translation>
    </message>
    <message>
      <source>%d horns</source>
      <translation>%d corni</translation>
    </message>
    <message>
      <source>%d identical resources</source>
      <translation>%d risorse identiche</translation>
    </message>
    <message>
      <source>%d of %d Conflict tokens show horns: when all do, a battle ends the turn</source>
      <translation>%d segnalini Conflitto su %d mostrano i corni: quando li mostrano tutti, il turno finisce con una battaglia</translation>
    </message>
    <message>
      <source>%d shield · stages built %d/5</source>
      <translation>%d Scudo · Stadi costruiti %d/5</translation>
    </message>
    <message>
      <source>%d shield(s), %d horn(s)</source>
      <translation type="vanished">Scudi: %d, corni: %d</translation>
    </message>
    <message>
      <source>%d shields</source>
      <translation>%d Scudi</translation>
    </message>
    <message>
      <source>%d shields · stages built %d/5</source>
      <translation>%d Scudi · Stadi costruiti %d/5</translation>
    </message>
    <message>
      <source>%d tokens told in the Automa panel are out of the stack: Apply confirms them</source>
      <translation>%d segnalini indicati nel pannello Automa sono fuori dalla pila: Applica li conferma</translation>
    </message>
    <message>
      <source>%s, and a new token was revealed on offer</source>
      <translation>%s, e fra i disponibili è stato scoperto un nuovo segnalino</translation>
    </message>
    <message>
      <source>%s, the gap on offer stays</source>
      <translation>%s, e il posto fra i disponibili resta vuoto</translation>
    </message>
    <message>
      <source>(Economy: 1 Gold counts as 2)</source>
      <translation>(Economia: 1 Oro vale 2)</translation>
    </message>
    <message>
      <source>1 card</source>
      <translation>1 carta</translation>
    </message>
    <message>
      <source>1 coin: stands for any resource</source>
      <translation>1 Moneta: sostituisce una risorsa qualsiasi</translation>
    </message>
    <message>
      <source>1 horn</source>
      <translation>1 corno</translation>
    </message>
    <message>
      <source>1 of %d Conflict tokens shows horns: when all do, a battle ends the turn</source>
      <translation>1 segnalino Conflitto su %d mostra i corni: quando li mostrano tutti, il turno finisce con una battaglia</translation>
    </message>
    <message>
      <source>1 shield</source>
      <translation>1 Scudo</translation>
    </message>
    <message>
      <source>1 token told in the Automa panel is out of the stack: Apply confirms it</source>
      <translation>1 segnalino indicato nel pannello Automa è fuori dalla pila: Applica lo conferma</translation>
    </message>
    <message>
      <source>2 VP · Cat</source>
      <translation>2 PV · Gatto</translation>
    </message>
    <message>
      <source>2 horns</source>
      <translation>2 corni</translation>
    </message>
    <message>
      <source>3 VP</source>
      <translation>3 PV</translation>
    </message>
    <message>
      <source>A click on it plays nothing. %s</source>
      <translation>Un clic qui non gioca nulla. %s</translation>
    </message>
    <message>
      <source>A stage is constructed as soon as your cards pay for it: take a card first</source>
      <translation>Uno Stadio si costruisce appena le tue carte bastano a pagarlo: prima prendi una carta</translation>
    </message>
    <message>
      <source>Alexandria: click a deck to take its top card</source>
      <translation>Alexandria: clicca un mazzo per prenderne la prima carta</translation>
    </message>
    <message>
      <source>Among its unseen cards (shuffled in)</source>
      <translation>Fra le sue carte non viste (mescolata dentro)</translation>
    </message>
    <message>
      <source>Answer the table's question in the Automa panel, then Apply</source>
      <translation>Rispondi alla domanda del tavolo nel pannello Automa, poi Applica</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Blu</translation>
    </message>
    <message>
      <source>Blue cards</source>
      <translation>Carte blu</translation>
    </message>
    <message>
      <source>Built</source>
      <translation>Costruito</translation>
    </message>
    <message>
      <source>Can be built now</source>
      <translation type="vanished">Costruibile ora</translation>
    </message>
    <message>
      <source>Can be built now: click it</source>
      <translation>Costruibile ora: cliccalo</translation>
    </message>
    <message>
      <source>Cat</source>
      <translation>Gatto</translation>
    </message>
    <message>
      <source>Cat pawn</source>
      <translation>Pedina Gatto</translation>
    </message>
    <message>
      <source>Cat: take the Cat pawn (2 VP at the end)</source>
      <translation>Gatto: prendi la pedina Gatto (2 PV a fine partita)</translation>
    </message>
    <message>
      <source>Central deck</source>
      <translation>Mazzo centrale</translation>
    </message>
    <message>
      <source>Choose a Progress token: a face-up one or the top of the face-down stack</source>
      <translation>Scegli un segnalino Progresso: uno scoperto o il primo della pila coperta</translation>
    </message>
    <message>
      <source>Click to flip it if the table shows its other side</source>
      <translation>Clic per girarlo se sul tavolo mostra l'altro lato</translation>
    </message>
    <message>
      <source>Click to keep it; the others are shuffled back</source>
      <translation>Clicca per tenerla; le altre vengono rimescolate nel loro mazzo</translation>
    </message>
    <message>
      <source>Click to take it, or drag it to your city</source>
      <translation>Clicca per prenderla, o trascinala nella tua città</translation>
    </message>
    <message>
      <source>Compass</source>
      <translation>Compasso</translation>
    </message>
    <message>
      <source>Conflict</source>
      <translation>Conflitto</translation>
    </message>
    <message>
      <source>Construct a stage: click a framed stage and choose how to pay</source>
      <translation>Costruisci uno Stadio: clicca uno Stadio incorniciato e scegli come pagarlo</translation>
    </message>
    <message>
      <source>Construct stage %d, paying with:</source>
      <translation>Costruisci lo Stadio %d, pagando con:</translation>
    </message>
    <message>
      <source>Decline the extra card</source>
      <translation>Rinuncia</translation>
    </message>
    <message>
      <source>Discarded %s really lies…</source>
      <translation>La carta scartata %s in realtà si trova…</translation>
    </message>
    <message>
      <source>Discarded: %d cards</source>
      <translation>Scartate: %d carte</translation>
    </message>
    <message>
      <source>Discarded: 1 card</source>
      <translation>Scartata: 1 carta</translation>
    </message>
    <message>
      <source>Drag it to a city or the offer if a token taken from the stack lies there</source>
      <translation>Trascinala su una città o fra i disponibili se lì c'è un segnalino preso dalla pila</translation>
    </message>
    <message>
      <source>Drag it where it really lies if it is not on offer</source>
      <translation>Trascinalo dove si trova davvero se non è fra i disponibili</translation>
    </message>
    <message>
      <source>Drag it where it really lies if it is not on this deck</source>
      <translation>Trascinala dove si trova davvero se non è su questo mazzo</translation>
    </message>
    <message>
      <source>Drag the card where it really lies if it is not in this city</source>
      <translation>Trascina la carta dove si trova davvero se non è in questa città</translation>
    </message>
    <message>
      <source>Drag the last discarded card where it really lies, or right-click to move any of them</source>
      <translation>Trascina l'ultima carta scartata dove si trova davvero, oppure clic destro per spostarne una qualsiasi</translation>
    </message>
    <message>
      <source>Drag the token where it really lies if it is not in this city</source>
      <translation>Trascina il segnalino dove si trova davvero se non è in questa città</translation>
    </message>
    <message>
      <source>Empty</source>
      <translation>Vuoto</translation>
    </message>
    <message>
      <source>Extra card (%s): click a deck, or decline it</source>
      <translation>Carta in più (%s): clicca un mazzo, o rinuncia</translation>
    </message>
    <message>
      <source>Face down: you take it without seeing it</source>
      <translation>Coperta: la prendi senza vederla</translation>
    </message>
    <message>
      <source>Face-down Progress tokens</source>
      <translation>Segnalini Progresso coperti</translation>
    </message>
    <message>
      <source>Face-down Progress tokens: %d</source>
      <translation>Segnalini Progresso coperti: %d</translation>
    </message>
    <message>
      <source>Final score</source>
      <translation>Punteggio finale</translation>
    </message>
    <message>
      <source>Game over, the Opponent completed its Wonder</source>
      <translation>Partita finita, l'Avversario ha completato la sua Meraviglia</translation>
    </message>
    <message>
      <source>Game over, the decks are empty</source>
      <translation>Partita finita, i mazzi sono esauriti</translation>
    </message>
    <message>
      <source>Game over, you completed your Wonder</source>
      <translation>Partita finita, hai completato la tua Meraviglia</translation>
    </message>
    <message>
      <source>Game over: a shared victory, %d to %d</source>
      <translation type="vanished">Partita finita: vittoria condivisa, %d a %d</translation>
    </message>
    <message>
      <source>Game over: the Opponent wins, %d to %d</source>
      <translation type="vanished">Partita finita: vince l'Avversario, %d a %d</translation>
    </message>
    <message>
      <source>Game over: you win, %d to %d</source>
      <translation type="vanished">Partita finita: hai vinto, %d a %d</translation>
    </message>
    <message>
      <source>Gear</source>
      <translation>Ingranaggio</translation>
    </message>
    <message>
      <source>Gold</source>
      <translation>Oro</translation>
    </message>
    <message>
      <source>Green dashed frame: you can click it now</source>
      <translation>Cornice verde tratteggiata: puoi cliccarlo ora</translation>
    </message>
    <message>
      <source>Halicarnassus: click Your deck or the Opponent's deck to look at its top 5 cards</source>
      <translation>Halikarnassos: clicca il tuo mazzo o quello dell'Avversario per guardarne le prime 5 carte</translation>
    </message>
    <message>
      <source>Halicarnassus: click the card you keep; the others are shuffled back</source>
      <translation>Halikarnassos: clicca la carta che tieni; le altre vengono rimescolate nel mazzo</translation>
    </message>
    <message>
      <source>Halicarnassus: the cards revealed</source>
      <translation>Halikarnassos: le carte rivelate</translation>
    </message>
    <message>
      <source>Halicarnassus: the cards revealed (told, not yet applied)</source>
      <translation>Halikarnassos: le carte rivelate (indicate, non ancora applicate)</translation>
    </message>
    <message>
      <source>Held: %d</source>
      <translation>Possedute: %d</translation>
    </message>
    <message>
      <source>It cannot be taken now</source>
      <translation>Non si può prendere ora</translation>
    </message>
    <message>
      <source>Just taken: it joins the city once the table has answered</source>
      <translation>Appena presa: entra nella città quando il tavolo ha risposto</translation>
    </message>
    <message>
      <source>Locked: build the lower level first</source>
      <translation>Bloccato: prima costruisci il livello inferiore</translation>
    </message>
    <message>
      <source>Military</source>
      <translation>Militari</translation>
    </message>
    <message>
      <source>Military Victories: %d</source>
      <translation>Vittorie Militari: %d</translation>
    </message>
    <message>
      <source>Military Victory tokens really held:</source>
      <translation>Segnalini Vittoria Militare realmente posseduti:</translation>
    </message>
    <message>
      <source>Military Victory: 3 VP</source>
      <translation>Vittoria Militare: 3 PV</translation>
    </message>
    <message>
      <source>No special effect</source>
      <translation>Nessun effetto speciale</translation>
    </message>
    <message>
      <source>Nobody holds the Cat yet</source>
      <translation>Nessuno ha ancora il Gatto</translation>
    </message>
    <message>
      <source>Not yet told: answer the question in the Automa panel</source>
      <translation>Non ancora indicata: rispondi alla domanda nel pannello Automa</translation>
    </message>
    <message>
      <source>On top, face down</source>
      <translation>In cima, coperta</translation>
    </message>
    <message>
      <source>On top, face up</source>
      <translation>In cima, scoperta</translation>
    </message>
    <message>
      <source>Open (the level below is built): built as soon as the cards pay for it</source>
      <translation>Aperto (il livello sotto è costruito): si costruisce appena le carte bastano a pagarlo</translation>
    </message>
    <message>
      <source>Opponent's die</source>
      <translation>Dado dell'Avversario</translation>
    </message>
    <message>
      <source>Opponent's pick</source>
      <translation>Scelta dell'Avversario</translation>
    </message>
    <message>
      <source>Or correct the table, it really lies there:</source>
      <translation>Oppure correggi il tavolo, si trova davvero lì:</translation>
    </message>
    <message>
      <source>Or drag a deck's top card to your city to take it</source>
      <translation>Oppure trascina la prima carta di un mazzo nella tua città per prenderla</translation>
    </message>
    <message>
      <source>Progress</source>
      <translation>Progresso</translation>
    </message>
    <message>
      <source>Progress tokens</source>
      <translation>Segnalini Progresso</translation>
    </message>
    <message>
      <source>Progress tokens on offer</source>
      <translation>Segnalini Progresso disponibili</translation>
    </message>
    <message>
      <source>Proposed: the Opponent flips it face up (the Cat); it is turned once the turn is applied</source>
      <translation>Proposta: l'Avversario la scopre (il Gatto); viene girata quando il turno è applicato</translation>
    </message>
    <message>
      <source>Proposed: the set-up die gives the Opponent this starting token; take it out of the pool before the face-up tokens are drawn. It joins its city once the table's answers are applied</source>
      <translation>Proposta: il dado di preparazione dà all'Avversario questo segnalino iniziale; toglilo dalla riserva prima di scoprire i segnalini. Entra nella sua città quando le risposte del tavolo sono applicate</translation>
    </message>
    <message>
      <source>Resource for a Wonder stage</source>
      <translation>Risorsa per uno Stadio della Meraviglia</translation>
    </message>
    <message>
      <source>Resources</source>
      <translation>Risorse</translation>
    </message>
    <message>
      <source>Right-click if the Cat lies elsewhere</source>
      <translation>Clic destro se il Gatto si trova altrove</translation>
    </message>
    <message>
      <source>Right-click if the table shows another card</source>
      <translation>Clic destro se sul tavolo c'è un'altra carta</translation>
    </message>
    <message>
      <source>Right-click if the table shows another number</source>
      <translation>Clic destro se sul tavolo c'è un altro numero</translation>
    </message>
    <message>
      <source>Right-click if the table shows another token</source>
      <translation>Clic destro se sul tavolo c'è un altro segnalino</translation>
    </message>
    <message>
      <source>Right-click if the table shows it built or not</source>
      <translation>Clic destro se sul tavolo risulta costruito o no</translation>
    </message>
    <message>
      <source>Science</source>
      <translation>Scienza</translation>
    </message>
    <message>
      <source>Science: 2 identical or 3 different symbols give a Progress token</source>
      <translation>Scienza: 2 simboli identici o 3 diversi danno un segnalino Progresso</translation>
    </message>
    <message>
      <source>Shield</source>
      <translation>Scudo</translation>
    </message>
    <message>
      <source>Stage %d cannot be corrected now</source>
      <translation>Lo Stadio %d non si può correggere ora</translation>
    </message>
    <message>
      <source>Stage %d cannot be corrected to built while the level below it is not built: correct that one first</source>
      <translation>Lo Stadio %d non si può segnare costruito finché il livello sotto non è costruito: correggi prima quello</translation>
    </message>
    <message>
      <source>Stage %d cannot be corrected to not built while a stage above it is built: correct that one first</source>
      <translation>Lo Stadio %d non si può segnare non costruito finché uno Stadio sopra è costruito: correggi prima quello</translation>
    </message>
    <message>
      <source>Stage %d is already constructed</source>
      <translation>Lo Stadio %d è già costruito</translation>
    </message>
    <message>
      <source>Stage %d: %s, %d VP</source>
      <translation>Stadio %d: %s, %d PV</translation>
    </message>
    <message>
      <source>Stage %d: construct the stages of the level below it first</source>
      <translation>Stadio %d: prima costruisci gli Stadi del livello sotto</translation>
    </message>
    <message>
      <source>Stage %d: your cards do not pay for it</source>
      <translation>Stadio %d: le tue carte non bastano a pagarlo</translation>
    </message>
    <message>
      <source>Stages: 2 = two identical resources, 3 ≠ three different ones</source>
      <translation>Stadi: 2 = due risorse identiche, 3 ≠ tre risorse diverse</translation>
    </message>
    <message>
      <source>Tablet</source>
      <translation>Tavoletta</translation>
    </message>
    <message>
      <source>The Automa panel applies its turns.</source>
      <translation>I suoi turni si applicano nel pannello Automa.</translation>
    </message>
    <message>
      <source>The Cat pawn is really…</source>
      <translation>La pedina Gatto è in realtà…</translation>
    </message>
    <message>
      <source>The Cat pawn is the Opponent's: 2 VP at the end; at its turn's start it turns the central deck's top card face up (ARCH-TURN-1). Take a Blue card with the Cat to win it.</source>
      <translation>La pedina Gatto è dell'Avversario: 2 PV a fine partita; a inizio turno scopre la prima carta del mazzo centrale (ARCH-TURN-1). Prendi una carta Blu con il Gatto per averla.</translation>
    </message>
    <message>
      <source>The Cat pawn is yours: 2 VP at the end, and on your turn you may look at the central deck's top card; the Opponent wins it with a Blue card with the Cat.</source>
      <translation>La pedina Gatto è tua: 2 PV a fine partita, e nel tuo turno puoi guardare la prima carta del mazzo centrale; l'Avversario la prende con una carta Blu con il Gatto.</translation>
    </message>
    <message>
      <source>The Cat pawn: 2 VP at the end of the game</source>
      <translation>La pedina Gatto: 2 PV a fine partita</translation>
    </message>
    <message>
      <source>The Cat pawn: nobody holds it yet; whoever takes a Blue card with the Cat takes it (2 VP at the end of the game).</source>
      <translation>La pedina Gatto: nessuno ce l'ha ancora; la prende chi prende una carta Blu con il Gatto (2 PV a fine partita).</translation>
    </message>
    <message>
      <source>The Opponent</source>
      <translation>L'Avversario</translation>
    </message>
    <message>
      <source>The Opponent's Progress tokens</source>
      <translation>I segnalini Progresso dell'Avversario</translation>
    </message>
    <message>
      <source>The Opponent's Stage %d (%s, %d VP): constructed.</source>
      <translation>Stadio %d dell'Avversario (%s, %d PV): costruito.</translation>
    </message>
    <message>
      <source>The Opponent's Stage %d (%s, %d VP): constructed; its ★ adds 1 Shield to the Opponent's total in every battle.</source>
      <translation>Stadio %d dell'Avversario (%s, %d PV): costruito; la sua ★ aggiunge 1 Scudo al totale dell'Avversario in ogni battaglia.</translation>
    </message>
    <message>
      <source>The Opponent's Stage %d (%s, %d VP): constructed; its ★ gave the Opponent the Wonder's effect once.</source>
      <translation>Stadio %d dell'Avversario (%s, %d PV): costruito; la sua ★ ha dato una volta all'Avversario l'effetto della Meraviglia.</translation>
    </message>
    <message>
      <source>The Opponent's Stage %d (%s, %d VP): it constructs it on its turn as soon as its cards pay for it.</source>
      <translation>Stadio %d dell'Avversario (%s, %d PV): lo costruisce nel suo turno appena le sue carte bastano a pagarlo.</translation>
    </message>
    <message>
      <source>The Opponent's Stage %d (%s, %d VP): locked until it constructs the level below.</source>
      <translation>Stadio %d dell'Avversario (%s, %d PV): bloccato finché non costruisce il livello sottostante.</translation>
    </message>
    <message>
      <source>The Opponent's Stage %d (%s, %d VP): not constructed.</source>
      <translation>Stadio %d dell'Avversario (%s, %d PV): non costruito.</translation>
    </message>
    <message>
      <source>The Opponent's city</source>
      <translation>La città dell'Avversario</translation>
    </message>
    <message>
      <source>The Opponent's deck</source>
      <translation>Mazzo dell'Avversario</translation>
    </message>
    <message>
      <source>The Opponent's die: %s</source>
      <translation>Il dado dell'Avversario: %s</translation>
    </message>
    <message>
      <source>The Opponent's turn so far is framed: answer the table's question in the Automa panel, then Apply</source>
      <translation>Il turno dell'Avversario finora è incorniciato: rispondi alla domanda del tavolo nel pannello Automa, poi Applica</translation>
    </message>
    <message>
      <source>The Opponent's turn: its pick is highlighted; Apply it (Ctrl+Return)</source>
      <translation>Turno dell'Avversario: la sua scelta è evidenziata; applicala (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>The discard pile</source>
      <translation>La pila degli scarti</translation>
    </message>
    <message>
      <source>The discard pile, %d cards</source>
      <translation>La pila degli scarti, %d carte</translation>
    </message>
    <message>
      <source>The discard pile, 1 card</source>
      <translation>La pila degli scarti, 1 carta</translation>
    </message>
    <message>
      <source>The discard pile: %d cards discarded</source>
      <translation>La pila degli scarti: %d carte scartate</translation>
    </message>
    <message>
      <source>The discard pile: 1 card discarded</source>
      <translation>La pila degli scarti: 1 carta scartata</translation>
    </message>
    <message>
      <source>The game is over and nobody took the Cat pawn: its %d VP go to nobody.</source>
      <translation>La partita è finita e nessuno ha preso la pedina Gatto: i suoi %d PV non vanno a nessuno.</translation>
    </message>
    <message>
      <source>The game is over and the Opponent holds the Cat pawn: it scores the Opponent %d VP.</source>
      <translation>La partita è finita e la pedina Gatto è dell'Avversario: gli vale %d PV.</translation>
    </message>
    <message>
      <source>The game is over and you hold the Cat pawn: it scores you %d VP.</source>
      <translation>La partita è finita e la pedina Gatto è tua: ti vale %d PV.</translation>
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
      <source>The table must tell what it shows: answer in the Automa panel, then Apply</source>
      <translation>Il tavolo deve dire cosa mostra: rispondi nel pannello Automa, poi Applica</translation>
    </message>
    <message>
      <source>This cannot be corrected now</source>
      <translation>Non si può correggere ora</translation>
    </message>
    <message>
      <source>This card is really…</source>
      <translation>In realtà questa carta è…</translation>
    </message>
    <message>
      <source>This card really lies…</source>
      <translation>In realtà questa carta si trova…</translation>
    </message>
    <message>
      <source>This deck is empty: take the top card of another deck</source>
      <translation>Questo mazzo è vuoto: prendi la prima carta di un altro mazzo</translation>
    </message>
    <message>
      <source>This stage is really…</source>
      <translation>Questo Stadio è in realtà…</translation>
    </message>
    <message>
      <source>This token is really…</source>
      <translation>In realtà questo segnalino è…</translation>
    </message>
    <message>
      <source>This token really lies…</source>
      <translation>In realtà questo segnalino si trova…</translation>
    </message>
    <message>
      <source>Told in the Automa panel: Apply confirms it, "Answer again" changes it</source>
      <translation>Risposta data nel pannello Automa: Applica la conferma, «Rispondi di nuovo» la cambia</translation>
    </message>
    <message>
      <source>Told in the Automa panel: Apply puts it on the table</source>
      <translation>Indicato nel pannello Automa: Applica lo mette sul tavolo</translation>
    </message>
    <message>
      <source>Told in the Automa panel: drawn from the face-down stack; Apply confirms it, "Answer again" changes it</source>
      <translation>Risposta data nel pannello Automa: pescato dalla pila coperta; Applica lo conferma, «Rispondi di nuovo» lo cambia</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Totale</translation>
    </message>
    <message>
      <source>Used this turn</source>
      <translation>Usato in questo turno</translation>
    </message>
    <message>
      <source>Wonder</source>
      <translation>Meraviglia</translation>
    </message>
    <message>
      <source>Wonder %d · Blue cards %d · Cat %d · Military %d · Progress tokens %d</source>
      <translation>Meraviglia %d · carte Blu %d · Gatto %d · Militari %d · segnalini Progresso %d</translation>
    </message>
    <message>
      <source>Worth %d VP now</source>
      <translation>Ora vale %d PV</translation>
    </message>
    <message>
      <source>Worth %d VP now: %d for the %d tokens together</source>
      <translation>Ora vale %d PV: %d per i %d segnalini insieme</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tu</translation>
    </message>
    <message>
      <source>You hold the Cat: you peek at it: %s</source>
      <translation>Hai il Gatto: la sbirci: %s</translation>
    </message>
    <message>
      <source>Your Progress tokens</source>
      <translation>I tuoi segnalini Progresso</translation>
    </message>
    <message>
      <source>Your city</source>
      <translation>La tua città</translation>
    </message>
    <message>
      <source>Your deck</source>
      <translation>Il tuo mazzo</translation>
    </message>
    <message>
      <source>Your turn: click a deck to take its top card, or drag the card to your city</source>
      <translation>Tocca a te: clicca un mazzo per prenderne la prima carta, o trascina la carta nella tua città</translation>
    </message>
    <message>
      <source>a new token was revealed on offer</source>
      <translation>fra i disponibili è stato scoperto un nuovo segnalino</translation>
    </message>
    <message>
      <source>a shared victory, %d VP and %d stages each</source>
      <translation>vittoria condivisa, %d PV e %d Stadi ciascuno</translation>
    </message>
    <message>
      <source>back in the face-down stack</source>
      <translation>di nuovo nella pila coperta</translation>
    </message>
    <message>
      <source>built</source>
      <translation>costruito</translation>
    </message>
    <message>
      <source>empty</source>
      <translation>vuoto</translation>
    </message>
    <message>
      <source>from the Opponent's deck</source>
      <translation>dal mazzo dell'Avversario</translation>
    </message>
    <message>
      <source>from the central deck</source>
      <translation>dal mazzo centrale</translation>
    </message>
    <message>
      <source>from your deck</source>
      <translation>dal tuo mazzo</translation>
    </message>
    <message>
      <source>in the Opponent's city</source>
      <translation>nella città dell'Avversario</translation>
    </message>
    <message>
      <source>in the Opponent's deck, unseen (shuffled in)</source>
      <translation>nel mazzo dell'Avversario, non vista (mescolata dentro)</translation>
    </message>
    <message>
      <source>in the central deck, unseen (shuffled in)</source>
      <translation>nel mazzo centrale, non vista (mescolata dentro)</translation>
    </message>
    <message>
      <source>in your city</source>
      <translation>nella tua città</translation>
    </message>
    <message>
      <source>in your deck, unseen (shuffled in)</source>
      <translation>nel tuo mazzo, non vista (mescolata dentro)</translation>
    </message>
    <message>
      <source>just taken</source>
      <translation>appena presa</translation>
    </message>
    <message>
      <source>last roll</source>
      <translation>ultimo tiro</translation>
    </message>
    <message>
      <source>no horns</source>
      <translation>nessun corno</translation>
    </message>
    <message>
      <source>none</source>
      <translation>nessuno</translation>
    </message>
    <message>
      <source>not built</source>
      <translation>non costruito</translation>
    </message>
    <message>
      <source>not rolled yet</source>
      <translation>non ancora tirato</translation>
    </message>
    <message>
      <source>on offer</source>
      <translation>fra i disponibili</translation>
    </message>
    <message>
      <source>on the discard pile</source>
      <translation>nella pila degli scarti</translation>
    </message>
    <message>
      <source>on top of the Opponent's deck</source>
      <translation>in cima al mazzo dell'Avversario</translation>
    </message>
    <message>
      <source>on top of the central deck, face down</source>
      <translation>in cima al mazzo centrale, coperta</translation>
    </message>
    <message>
      <source>on top of your deck</source>
      <translation>in cima al tuo mazzo</translation>
    </message>
    <message>
      <source>proposed</source>
      <translation>proposta</translation>
    </message>
    <message>
      <source>proposed: starting tokens</source>
      <translation>proposti: segnalini iniziali</translation>
    </message>
    <message>
      <source>rolls: %s</source>
      <translation>tiri: %s</translation>
    </message>
    <message>
      <source>spent on stages, Green sets traded for tokens, horned Red cards after battles, central cards the Opponent left face up; none comes back.</source>
      <translation>spese negli Stadi, set Verdi scambiati, Rosse con corni dopo le battaglie, centrali lasciate scoperte dall'Avversario; nessuna torna in gioco.</translation>
    </message>
    <message>
      <source>the Opponent wins, %d to %d</source>
      <translation>vince l'Avversario, %d a %d</translation>
    </message>
    <message>
      <source>the gap on offer stays</source>
      <translation>il posto fra i disponibili resta vuoto</translation>
    </message>
    <message>
      <source>this turn</source>
      <translation>in questo turno</translation>
    </message>
    <message>
      <source>tied at %d VP, the Opponent wins with more Wonder stages, %d to %d</source>
      <translation>in parità a %d PV, vince l'Avversario con più Stadi della Meraviglia, %d a %d</translation>
    </message>
    <message>
      <source>tied at %d VP, you win with more Wonder stages, %d to %d</source>
      <translation>in parità a %d PV, hai vinto con più Stadi della Meraviglia, %d a %d</translation>
    </message>
    <message>
      <source>told</source>
      <translation>dal tavolo</translation>
    </message>
    <message>
      <source>told, to apply</source>
      <translation>da applicare</translation>
    </message>
    <message>
      <source>with nobody</source>
      <translation>con nessuno</translation>
    </message>
    <message>
      <source>with the Opponent</source>
      <translation>con l'Avversario</translation>
    </message>
    <message>
      <source>with you</source>
      <translation>con te</translation>
    </message>
    <message>
      <source>you win, %d to %d</source>
      <translation>hai vinto, %d a %d</translation>
    </message>
    <message>
      <source>★ the stage gives the Wonder's effect · Gold stands for any resource</source>
      <translation>★ lo Stadio dà l'effetto della Meraviglia · l'Oro sostituisce una risorsa qualsiasi</translation>
    </message>
  </context>
</TS>
