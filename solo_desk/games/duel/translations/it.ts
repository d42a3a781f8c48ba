<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
  <context>
    <name>SoloDesk</name>
    <message>
      <source>%d cards</source>
      <translation>%d carte</translation>
    </message>
    <message>
      <source>%d coins</source>
      <translation>%d monete</translation>
    </message>
    <message>
      <source>%d coins lie on her</source>
      <translation>Su di lei ci sono %d monete</translation>
    </message>
    <message>
      <source>%d on Astarte</source>
      <translation>%d su Astarte</translation>
    </message>
    <message>
      <source>%s (not possible now):</source>
      <translation>%s (non possibile ora):</translation>
    </message>
    <message>
      <source>%s Mythology deck: %d Divinities</source>
      <translation>Mazzo Mitologia %s: %d Divinità</translation>
    </message>
    <message>
      <source>%s Mythology deck: 1 Divinity</source>
      <translation>Mazzo Mitologia %s: 1 Divinità</translation>
    </message>
    <message>
      <source>%s Mythology token</source>
      <translation>segnalino Mitologia %s</translation>
    </message>
    <message>
      <source>%s Mythology token: draw the top 2 Divinities of its deck, keep one (the other goes back on top), place it face down and click that empty space</source>
      <translation>Segnalino Mitologia %s: pesca le prime 2 Divinità del suo mazzo, tienine una (l'altra torna in cima), collocala coperta e fai clic su quella casella vuota</translation>
    </message>
    <message>
      <source>%s Mythology token: the Grand Temple of that Mythology is free for you</source>
      <translation>Segnalino Mitologia %s: il Grande Tempio di quella Mitologia è gratuito per te</translation>
    </message>
    <message>
      <source>%s Mythology token: whoever reveals this card takes it</source>
      <translation>Segnalino Mitologia %s: lo prende chi rivela questa carta</translation>
    </message>
    <message>
      <source>%s is really…</source>
      <translation>%s in realtà è…</translation>
    </message>
    <message>
      <source>%s on the card</source>
      <translation>%s sulla carta</translation>
    </message>
    <message>
      <source>%s — of no Mythology</source>
      <translation>%s — di nessuna Mitologia</translation>
    </message>
    <message>
      <source>1 card</source>
      <translation>1 carta</translation>
    </message>
    <message>
      <source>1 coin</source>
      <translation>1 moneta</translation>
    </message>
    <message>
      <source>1 coin lies on her</source>
      <translation>Su di lei c'è 1 moneta</translation>
    </message>
    <message>
      <source>12 coins</source>
      <translation>12 monete</translation>
    </message>
    <message>
      <source>2 VP per Mythology and Offering token you hold at the end</source>
      <translation>2 PV per ogni segnalino Mitologia e Offerta che possiedi alla fine</translation>
    </message>
    <message>
      <source>2 shields</source>
      <translation>2 scudi</translation>
    </message>
    <message>
      <source>3 VP per Progress token you hold, this one included</source>
      <translation>3 PV per ogni segnalino Progresso che possiedi, questo incluso</translation>
    </message>
    <message>
      <source>6 coins now and 4 VP</source>
      <translation>6 monete subito e 4 PV</translation>
    </message>
    <message>
      <source>6 coins now; 4 coins each time you build through a chain</source>
      <translation>6 monete subito; 4 monete ogni volta che costruisci tramite una concatenazione</translation>
    </message>
    <message>
      <source>7 VP</source>
      <translation>7 PV</translation>
    </message>
    <message>
      <source>7 coins on this card: spend them like yours; each one left is 1 VP</source>
      <translation>7 monete su questa carta: spendile come le tue; ognuna rimasta vale 1 PV</translation>
    </message>
    <message>
      <source>9 VP</source>
      <translation>9 PV</translation>
    </message>
    <message>
      <source>A card dragged into the box is set aside (a correction)</source>
      <translation>Una carta trascinata nella scatola è messa da parte (una correzione)</translation>
    </message>
    <message>
      <source>A card you could chain costs you at most 1 coin</source>
      <translation>Una carta che potresti concatenare ti costa al massimo 1 moneta</translation>
    </message>
    <message>
      <source>A draw</source>
      <translation>Pareggio</translation>
    </message>
    <message>
      <source>A science symbol (law)</source>
      <translation>Un simbolo scientifico (legge)</translation>
    </message>
    <message>
      <source>A science symbol (scales of justice)</source>
      <translation>Un simbolo scientifico (bilancia della giustizia)</translation>
    </message>
    <message>
      <source>A supremacy ends the game at once: the points do not decide it</source>
      <translation>Una supremazia chiude subito la partita: i punti non la decidono</translation>
    </message>
    <message>
      <source>Activate %s — %s</source>
      <translation>Attiva %s — %s</translation>
    </message>
    <message>
      <source>Activate %s — %s: you have %s</source>
      <translation>Attiva %s — %s: hai %s</translation>
    </message>
    <message>
      <source>Age %s</source>
      <translation>Epoca %s</translation>
    </message>
    <message>
      <source>Another of its Wonders was built instead? Drag this one onto it (a correction)</source>
      <translation>Al suo posto SOLO ha costruito un'altra sua Meraviglia? Trascina questa su quella (una correzione)</translation>
    </message>
    <message>
      <source>Another of your Wonders was built instead? Drag this one onto it (a correction)</source>
      <translation>Al suo posto hai costruito un'altra tua Meraviglia? Trascina questa su quella (una correzione)</translation>
    </message>
    <message>
      <source>Answer the table's question in the Automa panel</source>
      <translation>Rispondi alla domanda del tavolo nel pannello Automa</translation>
    </message>
    <message>
      <source>Answered: Apply records the answer (Ctrl+Return)</source>
      <translation>Risposta data: Applica la registra (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>Anubis: click a built Wonder to undo it</source>
      <translation>Anubi: fai clic su una Meraviglia costruita per annullarla</translation>
    </message>
    <message>
      <source>Apply the looting token</source>
      <translation>Applica il segnalino Esercito</translation>
    </message>
    <message>
      <source>Baal: click one of SOLO's brown or grey cards to take it</source>
      <translation>Baal: fai clic su una carta marrone o grigia di SOLO per prenderla</translation>
    </message>
    <message>
      <source>Blue</source>
      <translation>Blu</translation>
    </message>
    <message>
      <source>Box</source>
      <translation>Scatola</translation>
    </message>
    <message>
      <source>Build %s for free</source>
      <translation>Costruisci %s gratis</translation>
    </message>
    <message>
      <source>Build %s with %s</source>
      <translation>Costruisci %s con %s</translation>
    </message>
    <message>
      <source>Build %s with it — %s</source>
      <translation>Costruisci la Meraviglia %s con questa carta — %s</translation>
    </message>
    <message>
      <source>Build %s with it — %s: you have %s</source>
      <translation>Costruisci la Meraviglia %s con questa carta — %s: hai %s</translation>
    </message>
    <message>
      <source>Build %s — %s</source>
      <translation>Costruisci %s — %s</translation>
    </message>
    <message>
      <source>Build %s — %s: you have %s</source>
      <translation>Costruisci %s — %s: hai %s</translation>
    </message>
    <message>
      <source>Build (a move)</source>
      <translation>Costruisci (una mossa)</translation>
    </message>
    <message>
      <source>Build a card of the discard pile for free</source>
      <translation>Costruisci gratis una carta della pila degli scarti</translation>
    </message>
    <message>
      <source>Build a card of the discard pile for free: click it</source>
      <translation>Costruisci gratis una carta della pila degli scarti: fai clic su di essa</translation>
    </message>
    <message>
      <source>Build a card of the structure's top row for free</source>
      <translation>Costruisci gratis una carta della fila più alta della struttura</translation>
    </message>
    <message>
      <source>Build one for free</source>
      <translation>Costruiscine una gratis</translation>
    </message>
    <message>
      <source>Build one of your Wonders with a card from the discard pile</source>
      <translation>Costruisci una tua Meraviglia con una carta della pila degli scarti</translation>
    </message>
    <message>
      <source>Build the Wonder %s — %s</source>
      <translation type="vanished">Costruisci la Meraviglia %s — %s</translation>
    </message>
    <message>
      <source>Build the Wonder %s — %s: you have %s</source>
      <translation type="vanished">Costruisci la Meraviglia %s — %s: hai %s</translation>
    </message>
    <message>
      <source>Build the Wonder (a move)</source>
      <translation>Costruisci la Meraviglia (una mossa)</translation>
    </message>
    <message>
      <source>Build this Wonder</source>
      <translation>Costruisci questa Meraviglia</translation>
    </message>
    <message>
      <source>Built instead (a correction)</source>
      <translation>Costruita al suo posto (una correzione)</translation>
    </message>
    <message>
      <source>Built with another card? Drag the real one onto it (a correction)</source>
      <translation>Costruita con un'altra carta? Trascinaci sopra quella vera (una correzione)</translation>
    </message>
    <message>
      <source>Built with this card (a correction)</source>
      <translation>Costruita con questa carta (una correzione)</translation>
    </message>
    <message>
      <source>Built with: %s (tucked under it)</source>
      <translation>Costruita con: %s (infilata sotto)</translation>
    </message>
    <message>
      <source>C</source>
      <translation>A</translation>
    </message>
    <message>
      <source>Chain symbol: %s (a later card with it is free)</source>
      <translation>Simbolo di concatenazione: %s (una carta successiva con esso è gratuita)</translation>
    </message>
    <message>
      <source>Choose</source>
      <translation>Scegli</translation>
    </message>
    <message>
      <source>Choose who starts Age %s</source>
      <translation>Scegli chi inizia l'Epoca %s</translation>
    </message>
    <message>
      <source>Choose who starts Age %s: the armies are level and you took the last card</source>
      <translation>Scegli chi inizia l'Epoca %s: eserciti pari, e l'ultima carta l'hai presa tu</translation>
    </message>
    <message>
      <source>Choose who starts Age %s: your army is the weaker</source>
      <translation>Scegli chi inizia l'Epoca %s: il tuo esercito è il più debole</translation>
    </message>
    <message>
      <source>Choose who starts the next Age</source>
      <translation type="vanished">Scegli chi inizia l'Epoca successiva</translation>
    </message>
    <message>
      <source>Clay</source>
      <translation>Argilla</translation>
    </message>
    <message>
      <source>Click a Wonder to take it</source>
      <translation>Fai clic su una Meraviglia per prenderla</translation>
    </message>
    <message>
      <source>Click for the choices, or drag it to your city, the discard pile or a Wonder</source>
      <translation>Fai clic per le scelte, o trascinala nella tua città, negli scarti o su una Meraviglia</translation>
    </message>
    <message>
      <source>Click one of SOLO's cards to discard it</source>
      <translation>Fai clic su una carta di SOLO per scartarla</translation>
    </message>
    <message>
      <source>Click to correct the coins (a correction: they are what lies on the table)</source>
      <translation>Clic per correggere le monete (una correzione: valgono quelle sul tavolo)</translation>
    </message>
    <message>
      <source>Click to correct the coins on her (a correction)</source>
      <translation>Clicca per correggere le monete su di lei (una correzione)</translation>
    </message>
    <message>
      <source>Click to take it</source>
      <translation>Fai clic per prenderlo</translation>
    </message>
    <message>
      <source>Coins</source>
      <translation>Monete</translation>
    </message>
    <message>
      <source>Coins on SOLO's Astarte:</source>
      <translation>Monete sull'Astarte di SOLO:</translation>
    </message>
    <message>
      <source>Coins on your Astarte:</source>
      <translation>Monete sulla tua Astarte:</translation>
    </message>
    <message>
      <source>Coins when built: %d</source>
      <translation>Monete alla costruzione: %d</translation>
    </message>
    <message>
      <source>Coins when built: %d per %s</source>
      <translation>Monete alla costruzione: %d per %s</translation>
    </message>
    <message>
      <source>Coins when built: %d per card in your city: %s</source>
      <translation>Monete alla costruzione: %d per carta nella tua città: %s</translation>
    </message>
    <message>
      <source>Coins: %s</source>
      <translation>Monete: %s</translation>
    </message>
    <message>
      <source>Copy the science symbol of one of your opponent's green cards</source>
      <translation>Copia il simbolo scientifico di una carta verde dell'avversario</translation>
    </message>
    <message>
      <source>Correct the coins</source>
      <translation>Correggi le monete</translation>
    </message>
    <message>
      <source>Correct the coins on Astarte</source>
      <translation>Correggi le monete su Astarte</translation>
    </message>
    <message>
      <source>Cost: %s</source>
      <translation>Costo: %s</translation>
    </message>
    <message>
      <source>Covered: not accessible yet</source>
      <translation>Coperta: non ancora accessibile</translation>
    </message>
    <message>
      <source>Discard %s</source>
      <translation>Scarta %s</translation>
    </message>
    <message>
      <source>Discard (a move)</source>
      <translation>Scarta (una mossa)</translation>
    </message>
    <message>
      <source>Discard a looting token, or apply it to your opponent</source>
      <translation>Scarta un segnalino Esercito, o applicalo all'avversario</translation>
    </message>
    <message>
      <source>Discard any card of the structure (and the token on it)</source>
      <translation>Scarta una carta qualsiasi della struttura (e il segnalino su di essa)</translation>
    </message>
    <message>
      <source>Discard for %s</source>
      <translation>Scarta per %s</translation>
    </message>
    <message>
      <source>Discard one brown card of the opponent</source>
      <translation>Scarta una carta marrone dell'avversario</translation>
    </message>
    <message>
      <source>Discard one grey card of the opponent</source>
      <translation>Scarta una carta grigia dell'avversario</translation>
    </message>
    <message>
      <source>Discard pile</source>
      <translation>Pila degli scarti</translation>
    </message>
    <message>
      <source>Discard pile: %s</source>
      <translation>Pila degli scarti: %s</translation>
    </message>
    <message>
      <source>Discard the looting token</source>
      <translation>Scarta il segnalino Esercito</translation>
    </message>
    <message>
      <source>Divine Theater: take one</source>
      <translation>Teatro Divino: prendine una</translation>
    </message>
    <message>
      <source>Divine Theater: which goes on top?</source>
      <translation>Teatro Divino: quale va in cima?</translation>
    </message>
    <message>
      <source>Divinities</source>
      <translation>Divinità</translation>
    </message>
    <message>
      <source>Divinities cost you 2 coins less</source>
      <translation>Le Divinità ti costano 2 monete in meno</translation>
    </message>
    <message>
      <source>Drag an accessible card here to build it</source>
      <translation>Trascina qui una carta accessibile per costruirla</translation>
    </message>
    <message>
      <source>Drag an accessible card here to discard it</source>
      <translation>Trascina qui una carta accessibile per scartarla</translation>
    </message>
    <message>
      <source>Drag it along the track or to the box to where it really lies (a correction)</source>
      <translation>Trascinala lungo il tracciato o nella scatola, dove si trova davvero (una correzione)</translation>
    </message>
    <message>
      <source>Drag it along the track to where it really lies (a correction)</source>
      <translation>Trascinala lungo il tracciato dove si trova davvero (una correzione)</translation>
    </message>
    <message>
      <source>Drag it back onto the track if it really lies there (a correction)</source>
      <translation>Rimettilo sul tracciato se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it onto a Pantheon space if one of its cards really lies there (a correction)</source>
      <translation>Trascinalo su una casella del Pantheon se una delle sue carte si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to a Pantheon space, its Mythology deck or the other city if it really lies there (a correction)</source>
      <translation>Trascinala su una casella del Pantheon, nel suo mazzo Mitologia o nell'altra città se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to a city or the discard pile if one of them really lies there (a correction)</source>
      <translation>Trascinalo in una città o nella pila degli scarti se una di queste carte si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to a city, the board or the box if it really lies there (a correction)</source>
      <translation>Trascinalo in una città, sul tabellone o nella scatola se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to a green card of the other city or to the box, where it really lies (a correction)</source>
      <translation>Trascinalo su una carta verde dell'altra città o nella scatola, dove si trova davvero (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to another space, its Mythology deck or a city (activated) if it really lies there (a correction)</source>
      <translation>Trascinala su un'altra casella, nel suo mazzo Mitologia o in una città (attivata) se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to the box if it has really left the track (a correction)</source>
      <translation>Trascinalo nella scatola se ha davvero lasciato il tracciato (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to the box if it was not really drawn (a correction)</source>
      <translation>Trascinalo nella scatola se non è stato davvero pescato (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to the other city if it really belongs there (a correction)</source>
      <translation>Trascinala nell'altra città se appartiene davvero a quella (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to the other city or the discard pile if it really lies there (a correction)</source>
      <translation>Trascinala nell'altra città o nella pila degli scarti se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it to the other city, the box or a face-down card of the structure if it really lies there (a correction)</source>
      <translation>Trascinalo nell'altra città, nella scatola o su una carta coperta della struttura se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag it where it really lies (a correction)</source>
      <translation>Trascinalo dove si trova davvero (una correzione)</translation>
    </message>
    <message>
      <source>Drag the token to a city, the box or another face-down card if it really lies there (a correction)</source>
      <translation>Trascina il segnalino in una città, nella scatola o su un'altra carta coperta se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Drag the top card to a city if it really lies there (a correction)</source>
      <translation>Trascina la carta in cima in una città se si trova davvero lì (una correzione)</translation>
    </message>
    <message>
      <source>Draw 3 Progress tokens from the box, keep one</source>
      <translation>Pesca 3 segnalini Progresso dalla scatola, tienine uno</translation>
    </message>
    <message>
      <source>Each new red card gives one more shield</source>
      <translation>Ogni nuova carta rossa dà uno scudo in più</translation>
    </message>
    <message>
      <source>Each step of the Conflict pawn towards your opponent costs them 1 coin</source>
      <translation>Ogni passo della pedina Conflitto verso l'avversario gli costa 1 moneta</translation>
    </message>
    <message>
      <source>Egyptian</source>
      <translation>Egizia</translation>
    </message>
    <message>
      <source>Empty space</source>
      <translation>Casella vuota</translation>
    </message>
    <message>
      <source>Engineering</source>
      <translation>Ingegneria</translation>
    </message>
    <message>
      <source>Enki: keep one</source>
      <translation>Enki: tienine uno</translation>
    </message>
    <message>
      <source>Enki: keep one of his Progress tokens</source>
      <translation>Enki: tieni uno dei suoi segnalini Progresso</translation>
    </message>
    <message>
      <source>Every Wonder you build lets you play again</source>
      <translation>Ogni Meraviglia che costruisci ti fa giocare di nuovo</translation>
    </message>
    <message>
      <source>Face down (%s Mythology): turned face up at the start of Age II</source>
      <translation>Coperta (Mitologia %s): si scopre all'inizio dell'Epoca II</translation>
    </message>
    <message>
      <source>Face down: %s</source>
      <translation>Coperta: %s</translation>
    </message>
    <message>
      <source>Face up on the table: %s not named yet</source>
      <translation>Carta scoperta sul tavolo, non ancora indicata: %s</translation>
    </message>
    <message>
      <source>First answer the table's question in the Automa panel</source>
      <translation>Prima rispondi alla domanda del tavolo nel pannello Automa</translation>
    </message>
    <message>
      <source>First choose SOLO's strategic direction (on the right)</source>
      <translation>Prima scegli l'indirizzo strategico di SOLO (a destra)</translation>
    </message>
    <message>
      <source>Free for whoever holds the %s Mythology token</source>
      <translation>Gratis per chi ha il segnalino Mitologia %s</translation>
    </message>
    <message>
      <source>Free through the chain: %s</source>
      <translation>Gratis tramite concatenazione: %s</translation>
    </message>
    <message>
      <source>Free with a %s Mythology token</source>
      <translation type="vanished">Gratis con un segnalino Mitologia %s</translation>
    </message>
    <message>
      <source>G</source>
      <translation>V</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partita finita</translation>
    </message>
    <message>
      <source>Game over — %s</source>
      <translation>Partita finita — %s</translation>
    </message>
    <message>
      <source>Give one to SOLO</source>
      <translation>Danne una a SOLO</translation>
    </message>
    <message>
      <source>Glass</source>
      <translation>Vetro</translation>
    </message>
    <message>
      <source>Grand Temple</source>
      <translation>Grande Tempio</translation>
    </message>
    <message>
      <source>Grand Temple?</source>
      <translation>Grande Tempio?</translation>
    </message>
    <message>
      <source>Grand Temples</source>
      <translation>Grandi Templi</translation>
    </message>
    <message>
      <source>Grand Temples: 1 / 2 / 3 built give 5 / 12 / 21 VP</source>
      <translation>Grandi Templi: 1 / 2 / 3 costruiti danno 5 / 12 / 21 PV</translation>
    </message>
    <message>
      <source>Great Library: keep one</source>
      <translation>Grande Biblioteca: tienine uno</translation>
    </message>
    <message>
      <source>Greek</source>
      <translation>Greca</translation>
    </message>
    <message>
      <source>Green</source>
      <translation>Verdi</translation>
    </message>
    <message>
      <source>Guild</source>
      <translation>Gilda</translation>
    </message>
    <message>
      <source>Guild?</source>
      <translation>Gilda?</translation>
    </message>
    <message>
      <source>Guilds</source>
      <translation>Gilde</translation>
    </message>
    <message>
      <source>I start</source>
      <translation>Inizio io</translation>
    </message>
    <message>
      <source>In the box</source>
      <translation>Nella scatola</translation>
    </message>
    <message>
      <source>In the box: %d</source>
      <translation>Nella scatola: %d</translation>
    </message>
    <message>
      <source>Isis: build a Wonder with one</source>
      <translation>Iside: la carta per la Meraviglia</translation>
    </message>
    <message>
      <source>Isis: click one of your Wonders, or a card of the discard pile</source>
      <translation>Iside: fai clic su una tua Meraviglia, o su una carta degli scarti</translation>
    </message>
    <message>
      <source>It is SOLO's turn: Apply its move first (Ctrl+Return)</source>
      <translation>È il turno di SOLO: prima applica la sua mossa (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>Its back is really a Grand Temple back</source>
      <translation>In realtà il suo dorso è di Grande Tempio</translation>
    </message>
    <message>
      <source>Its back is really a Guild / Grand Temple back</source>
      <translation>In realtà il suo dorso è di Gilda / Grande Tempio</translation>
    </message>
    <message>
      <source>Its back is really a Guild back</source>
      <translation>In realtà il suo dorso è di Gilda</translation>
    </message>
    <message>
      <source>Its back is really an Age III back</source>
      <translation>In realtà il suo dorso è dell'Epoca III</translation>
    </message>
    <message>
      <source>Keep one of the Divinities drawn: click it (or drag it) to place it on an empty space</source>
      <translation>Tieni una delle Divinità pescate: fai clic su di essa (o trascinala) per metterla su una casella vuota</translation>
    </message>
    <message>
      <source>Keep one, place it</source>
      <translation>Tienine una e piazzala</translation>
    </message>
    <message>
      <source>Look at the cards set aside this Age: build one, give one to the opponent</source>
      <translation>Guarda le carte messe da parte in questa Epoca: costruiscine una, danne una all'avversario</translation>
    </message>
    <message>
      <source>Looting token −%s (%s): no longer on the track</source>
      <translation>Segnalino Esercito −%s (%s): non è più sul tracciato</translation>
    </message>
    <message>
      <source>Looting token: when the pawn enters this zone, SOLO loses %d coins</source>
      <translation>Segnalino Esercito: quando la pedina entra in questa zona, SOLO perde %d monete</translation>
    </message>
    <message>
      <source>Looting token: when the pawn enters this zone, you lose %d coins</source>
      <translation>Segnalino Esercito: quando la pedina entra in questa zona, perdi %d monete</translation>
    </message>
    <message>
      <source>Looting tokens</source>
      <translation>Segnalini Esercito</translation>
    </message>
    <message>
      <source>Mesopotamian</source>
      <translation>Mesopotamica</translation>
    </message>
    <message>
      <source>Messe: click a card of the top row to build it for free</source>
      <translation>Messe: fai clic su una carta della fila più alta per costruirla gratis</translation>
    </message>
    <message>
      <source>Military</source>
      <translation>Militare</translation>
    </message>
    <message>
      <source>Military track: %s</source>
      <translation>Tracciato Militare: %s</translation>
    </message>
    <message>
      <source>Military track: space %d</source>
      <translation type="vanished">Tracciato Militare: casella %d</translation>
    </message>
    <message>
      <source>Minerva</source>
      <translation>Minerva</translation>
    </message>
    <message>
      <source>Minerva: click a space of the Military track</source>
      <translation>Minerva: fai clic su una casella del tracciato Militare</translation>
    </message>
    <message>
      <source>Mythology decks</source>
      <translation>Mazzi Mitologia</translation>
    </message>
    <message>
      <source>Mythology tokens</source>
      <translation>Segnalini Mitologia</translation>
    </message>
    <message>
      <source>Name it in the Automa panel's question</source>
      <translation>Indicala rispondendo alla domanda nel pannello Automa</translation>
    </message>
    <message>
      <source>Neptune: click a looting token to apply it to SOLO</source>
      <translation>Nettuno: fai clic su un segnalino Esercito per applicarlo a SOLO</translation>
    </message>
    <message>
      <source>Neptune: click a looting token to discard it</source>
      <translation>Nettuno: fai clic su un segnalino Esercito per scartarlo</translation>
    </message>
    <message>
      <source>Nisaba's Snake token: it copies the science symbol of the green card it lies on</source>
      <translation>Segnalino Serpente di Nisaba: copia il simbolo scientifico della carta verde su cui si trova</translation>
    </message>
    <message>
      <source>Nisaba's snake copies this symbol</source>
      <translation>Il serpente di Nisaba copia questo simbolo</translation>
    </message>
    <message>
      <source>Nisaba: click one of SOLO's green cards to copy its symbol</source>
      <translation>Nisaba: fai clic su una carta verde di SOLO per copiarne il simbolo</translation>
    </message>
    <message>
      <source>No Wonder yet</source>
      <translation>Ancora nessuna Meraviglia</translation>
    </message>
    <message>
      <source>No possible card has that name (only the cards of this Age seen nowhere else are listed)</source>
      <translation>Nessuna carta possibile ha questo nome (sono elencate solo le carte di questa Epoca non viste altrove)</translation>
    </message>
    <message>
      <source>Not built? Drag it to the discard pile: its card goes there (a correction)</source>
      <translation>Non è costruita? Trascinala nella pila degli scarti: la sua carta va lì (una correzione)</translation>
    </message>
    <message>
      <source>Not yet told which token lies here</source>
      <translation>Non hai ancora detto quale segnalino si trova qui</translation>
    </message>
    <message>
      <source>Nothing to do with this piece now: it is not your move</source>
      <translation>Ora non c'è niente da fare con questo pezzo: non è la tua mossa</translation>
    </message>
    <message>
      <source>Offering token −%d</source>
      <translation>Segnalino Offerta −%d</translation>
    </message>
    <message>
      <source>Offering token −%s: whoever reveals this card takes it</source>
      <translation>Segnalino Offerta −%s: lo prende chi rivela questa carta</translation>
    </message>
    <message>
      <source>Offering token: a Divinity costs you %d coins less (once)</source>
      <translation>Segnalino Offerta: una Divinità ti costa %d monete in meno (una volta)</translation>
    </message>
    <message>
      <source>Offering tokens</source>
      <translation>Segnalini Offerta</translation>
    </message>
    <message>
      <source>Offering tokens %s</source>
      <translation>segnalini Offerta %s</translation>
    </message>
    <message>
      <source>Offering −%d</source>
      <translation>Offerta −%d</translation>
    </message>
    <message>
      <source>On Enki's card: whoever activates him keeps one</source>
      <translation>Sulla carta di Enki: chi lo attiva ne tiene uno</translation>
    </message>
    <message>
      <source>P</source>
      <translation>Pa</translation>
    </message>
    <message>
      <source>Pantheon</source>
      <translation>Pantheon</translation>
    </message>
    <message>
      <source>Pantheon space %d</source>
      <translation>Casella %d del Pantheon</translation>
    </message>
    <message>
      <source>Pantheon space %d: costs SOLO %d, you %d</source>
      <translation>Casella %d del Pantheon: costa %d a SOLO, %d a te</translation>
    </message>
    <message>
      <source>Papyrus</source>
      <translation>Papiro</translation>
    </message>
    <message>
      <source>Phoenician</source>
      <translation>Fenicia</translation>
    </message>
    <message>
      <source>Place %s on space %d</source>
      <translation>Metti %s sulla casella %d</translation>
    </message>
    <message>
      <source>Place Minerva on space %d</source>
      <translation>Metti Minerva sulla casella %d</translation>
    </message>
    <message>
      <source>Place Minerva on the Military track: she stops the Conflict pawn once</source>
      <translation>Metti Minerva sul tracciato Militare: ferma una volta la pedina Conflitto</translation>
    </message>
    <message>
      <source>Place the Divinity here</source>
      <translation>Metti qui la Divinità</translation>
    </message>
    <message>
      <source>Play again</source>
      <translation>Gioca di nuovo</translation>
    </message>
    <message>
      <source>Produces one of these each turn: %s</source>
      <translation>Produce una di queste risorse a ogni turno: %s</translation>
    </message>
    <message>
      <source>Produces: %s</source>
      <translation>Produce: %s</translation>
    </message>
    <message>
      <source>Progress</source>
      <translation>Progresso</translation>
    </message>
    <message>
      <source>Progress token</source>
      <translation>Segnalino Progresso</translation>
    </message>
    <message>
      <source>Progress tokens</source>
      <translation>Segnalini Progresso</translation>
    </message>
    <message>
      <source>Progress tokens on the board</source>
      <translation>Segnalini Progresso sul tabellone</translation>
    </message>
    <message>
      <source>Put %s back on top</source>
      <translation>Rimetti %s in cima</translation>
    </message>
    <message>
      <source>Put it there (a correction)</source>
      <translation>Mettila lì (una correzione)</translation>
    </message>
    <message>
      <source>Ra: click one of SOLO's unbuilt Wonders to take it</source>
      <translation>Ra: fai clic su una Meraviglia non costruita di SOLO per prenderla</translation>
    </message>
    <message>
      <source>Really built? Drag its card onto it (a correction)</source>
      <translation>È costruita davvero? Trascinaci sopra la sua carta (una correzione)</translation>
    </message>
    <message>
      <source>Revealed when it becomes accessible</source>
      <translation>Si rivela quando diventa accessibile</translation>
    </message>
    <message>
      <source>Right-click if it was named wrong (a correction)</source>
      <translation>Clic destro se ha il nome sbagliato (una correzione)</translation>
    </message>
    <message>
      <source>Right-click if the card under it was named wrong (a correction)</source>
      <translation>Clic destro se la carta sotto la Meraviglia ha il nome sbagliato (una correzione)</translation>
    </message>
    <message>
      <source>Right-click if the top card was named wrong (a correction)</source>
      <translation>Clic destro se la carta in cima ha il nome sbagliato (una correzione)</translation>
    </message>
    <message>
      <source>Roman</source>
      <translation>Romana</translation>
    </message>
    <message>
      <source>S</source>
      <translation>P</translation>
    </message>
    <message>
      <source>SOLO</source>
      <translation>SOLO</translation>
    </message>
    <message>
      <source>SOLO (the automa)</source>
      <translation>SOLO (l'automa)</translation>
    </message>
    <message>
      <source>SOLO chooses who starts Age %s: Apply its choice (Automa panel)</source>
      <translation>SOLO sceglie chi inizia l'Epoca %s: applica la sua scelta (pannello Automa)</translation>
    </message>
    <message>
      <source>SOLO chooses who starts the next Age: Apply its choice (Automa panel)</source>
      <translation type="vanished">SOLO sceglie chi inizia la prossima Epoca: applica la sua scelta (pannello Automa)</translation>
    </message>
    <message>
      <source>SOLO leads</source>
      <translation>SOLO in vantaggio</translation>
    </message>
    <message>
      <source>SOLO picks now</source>
      <translation>Ora sceglie SOLO</translation>
    </message>
    <message>
      <source>SOLO proposes: %s — %s: SOLO wins — Apply it (Ctrl+Return)</source>
      <translation>SOLO propone: %s — %s: vince SOLO — Applicalo (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>SOLO proposes: %s — Apply it (Ctrl+Return)</source>
      <translation>SOLO propone: %s — Applicalo (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>SOLO starts</source>
      <translation>Inizia SOLO</translation>
    </message>
    <message>
      <source>SOLO starts Age %s</source>
      <translation>SOLO inizia l'Epoca %s</translation>
    </message>
    <message>
      <source>SOLO starts the next Age</source>
      <translation type="vanished">SOLO inizia l'Epoca successiva</translation>
    </message>
    <message>
      <source>SOLO wins</source>
      <translation>Vince SOLO</translation>
    </message>
    <message>
      <source>SOLO's capital</source>
      <translation>Capitale di SOLO</translation>
    </message>
    <message>
      <source>SOLO's city</source>
      <translation>La città di SOLO</translation>
    </message>
    <message>
      <source>SOLO's coins on the table:</source>
      <translation>Le monete di SOLO sul tavolo:</translation>
    </message>
    <message>
      <source>SOLO's first Wonder gives no strategic direction: choose one on the right</source>
      <translation>La prima Meraviglia di SOLO non dà un indirizzo strategico: scegline uno a destra</translation>
    </message>
    <message>
      <source>SOLO's half of the track</source>
      <translation>la metà del tracciato di SOLO</translation>
    </message>
    <message>
      <source>SOLO's strategic direction</source>
      <translation>Indirizzo strategico di SOLO</translation>
    </message>
    <message>
      <source>SOLO's strategic direction: %s (%s)</source>
      <translation>Indirizzo strategico di SOLO: %s (%s)</translation>
    </message>
    <message>
      <source>SOLO's turn: answer its question in the Automa panel, then Apply it (Ctrl+Return)</source>
      <translation>Turno di SOLO: rispondi alla sua domanda nel pannello Automa, poi applicalo (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>SOLO's turn: its move is highlighted; Apply it (Ctrl+Return)</source>
      <translation>Turno di SOLO: la sua mossa è evidenziata; applicala (Ctrl+Invio)</translation>
    </message>
    <message>
      <source>Sanctuary −%d</source>
      <translation>Santuario −%d</translation>
    </message>
    <message>
      <source>Science symbol: %s</source>
      <translation>Simbolo scientifico: %s</translation>
    </message>
    <message>
      <source>Science: %d/6</source>
      <translation>Scienza: %d/6</translation>
    </message>
    <message>
      <source>Set aside (%d)</source>
      <translation>Messe da parte (%d)</translation>
    </message>
    <message>
      <source>Shields: %d</source>
      <translation>Scudi: %d</translation>
    </message>
    <message>
      <source>Slot %d of the structure</source>
      <translation>Posizione %d della struttura</translation>
    </message>
    <message>
      <source>Snake</source>
      <translation>Serpente</translation>
    </message>
    <message>
      <source>Statue of Liberty: build one</source>
      <translation>Statua della Libertà: costruisci</translation>
    </message>
    <message>
      <source>Statue of Liberty: build one of the cards set aside</source>
      <translation>Statua della Libertà: costruisci una delle carte messe da parte</translation>
    </message>
    <message>
      <source>Statue of Liberty: give one of the cards to SOLO</source>
      <translation>Statua della Libertà: dai una delle carte a SOLO</translation>
    </message>
    <message>
      <source>Steal one brown or grey card of your opponent</source>
      <translation>Ruba una carta marrone o grigia all'avversario</translation>
    </message>
    <message>
      <source>Steal one of your opponent's unbuilt Wonders</source>
      <translation>Ruba una Meraviglia non costruita all'avversario</translation>
    </message>
    <message>
      <source>Stone</source>
      <translation>Pietra</translation>
    </message>
    <message>
      <source>Take %s</source>
      <translation>Prendi la Meraviglia %s</translation>
    </message>
    <message>
      <source>Take a Divinity from a Mythology deck of your choice</source>
      <translation>Prendi una Divinità da un mazzo Mitologia a tua scelta</translation>
    </message>
    <message>
      <source>Take a Progress token from the board (you have a pair of science symbols)</source>
      <translation>Prendi un segnalino Progresso dal tabellone (hai una coppia di simboli scientifici)</translation>
    </message>
    <message>
      <source>Take one of the 2 Progress tokens drawn for him at the start of Age II</source>
      <translation>Prendi uno dei 2 segnalini Progresso pescati per lui all'inizio dell'Epoca II</translation>
    </message>
    <message>
      <source>Take one of the Wonders on offer</source>
      <translation>Prendi una delle Meraviglie offerte</translation>
    </message>
    <message>
      <source>Take the Wonder %s</source>
      <translation type="vanished">Prendi la Meraviglia %s</translation>
    </message>
    <message>
      <source>Take the top Divinity of any Mythology deck; costs double</source>
      <translation>Prendi la Divinità in cima a un mazzo Mitologia qualsiasi; costa il doppio</translation>
    </message>
    <message>
      <source>Tell which Wonders were drawn in the Automa panel</source>
      <translation>Indica nel pannello Automa quali Meraviglie sono state pescate</translation>
    </message>
    <message>
      <source>That choice is not open now</source>
      <translation>Questa scelta ora non è disponibile</translation>
    </message>
    <message>
      <source>The %s deck</source>
      <translation>Il mazzo Mitologia %s</translation>
    </message>
    <message>
      <source>The Conflict pawn: %s (%d)</source>
      <translation>La pedina Conflitto: %s (%d)</translation>
    </message>
    <message>
      <source>The Divine Theater: click a Mythology deck</source>
      <translation>Il Teatro Divino: fai clic su un mazzo Mitologia</translation>
    </message>
    <message>
      <source>The Divine Theater: click the Divinity that goes back on top of its deck</source>
      <translation>Il Teatro Divino: fai clic sulla Divinità da rimettere in cima al suo mazzo</translation>
    </message>
    <message>
      <source>The Divine Theater: take one of the Divinities</source>
      <translation>Il Teatro Divino: prendi una delle Divinità</translation>
    </message>
    <message>
      <source>The Divinities are revealed at the start of Age II: none can be activated before</source>
      <translation>Le divinità si rivelano all'inizio dell'Epoca II: prima non se ne può attivare nessuna</translation>
    </message>
    <message>
      <source>The Gate costs double</source>
      <translation>Il Portale costa il doppio</translation>
    </message>
    <message>
      <source>The Gate: take one</source>
      <translation>Il Portale: prendine una</translation>
    </message>
    <message>
      <source>The Gate: take one of the top Divinities</source>
      <translation>Il Portale: prendi una delle Divinità in cima ai mazzi</translation>
    </message>
    <message>
      <source>The Great Library: keep one of the Progress tokens drawn</source>
      <translation>La Grande Biblioteca: tieni uno dei segnalini Progresso pescati</translation>
    </message>
    <message>
      <source>The Minerva pawn: the Conflict pawn stops when it would enter her space (then she leaves)</source>
      <translation>La pedina Minerva: la pedina Conflitto si ferma quando entrerebbe nella sua casella (poi Minerva se ne va)</translation>
    </message>
    <message>
      <source>The Mythology decks</source>
      <translation>I mazzi Mitologia</translation>
    </message>
    <message>
      <source>The Wonders drawn are asked next, after the Progress tokens</source>
      <translation>Le Meraviglie pescate sono chieste dopo i segnalini Progresso</translation>
    </message>
    <message>
      <source>The box: the pieces out of play</source>
      <translation>La scatola: i pezzi fuori gioco</translation>
    </message>
    <message>
      <source>The card (%s) is really…</source>
      <translation>La carta (%s) è in realtà…</translation>
    </message>
    <message>
      <source>The card under %s is really…</source>
      <translation>La carta sotto %s in realtà è…</translation>
    </message>
    <message>
      <source>The card under it is really…</source>
      <translation>La carta sotto la Meraviglia in realtà è…</translation>
    </message>
    <message>
      <source>The cards set aside for Age %s: %d</source>
      <translation>Le carte messe da parte per l'Epoca %s: %d</translation>
    </message>
    <message>
      <source>The coins your opponent pays for trading go to you</source>
      <translation>Le monete che l'avversario paga per commerciare vanno a te</translation>
    </message>
    <message>
      <source>The game is over: nothing more can be played or corrected (Edit ▸ Undo goes back)</source>
      <translation>La partita è finita: non si può più giocare né correggere nulla (Modifica ▸ Annulla torna indietro)</translation>
    </message>
    <message>
      <source>The opponent loses %s</source>
      <translation>L'avversario perde %s</translation>
    </message>
    <message>
      <source>The side leading here scores %d VP at the end</source>
      <translation>Chi è in vantaggio qui segna %d PV alla fine</translation>
    </message>
    <message>
      <source>The table must tell what it shows: answer in the Automa panel</source>
      <translation>Il tavolo deve dire cosa mostra: rispondi nel pannello Automa</translation>
    </message>
    <message>
      <source>This card is covered: it is not accessible yet</source>
      <translation type="vanished">Questa carta è coperta: non è ancora accessibile</translation>
    </message>
    <message>
      <source>This card is really…</source>
      <translation>Questa carta in realtà è…</translation>
    </message>
    <message>
      <source>This card is still covered: take the cards lying on it first</source>
      <translation>Questa carta è ancora coperta: prima prendi le carte che le stanno sopra</translation>
    </message>
    <message>
      <source>This is SOLO's decision: Apply its choice (Automa panel)</source>
      <translation>Questa decisione spetta a SOLO: applica la sua scelta (pannello Automa)</translation>
    </message>
    <message>
      <source>This piece has no correction menu: drag it (Shift+Enter) to where it really lies to correct it</source>
      <translation>Questo pezzo non ha un menu di correzione: per correggerlo trascinalo (Shift+Invio) dove si trova davvero</translation>
    </message>
    <message>
      <source>Tokens</source>
      <translation>Segnalini</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Totale</translation>
    </message>
    <message>
      <source>Trading: %s costs you 1 coin from the bank</source>
      <translation>Commercio: %s ti costa 1 moneta dalla banca</translation>
    </message>
    <message>
      <source>Type part of the name</source>
      <translation>Scrivi parte del nome</translation>
    </message>
    <message>
      <source>Undo a built Wonder: its card goes to the discard pile</source>
      <translation>Annulla una Meraviglia costruita: la sua carta va negli scarti</translation>
    </message>
    <message>
      <source>VP at the end: %d per %s</source>
      <translation>PV alla fine: %d per %s</translation>
    </message>
    <message>
      <source>VP so far: %d</source>
      <translation>PV finora: %d</translation>
    </message>
    <message>
      <source>VP: %d</source>
      <translation>PV: %d</translation>
    </message>
    <message>
      <source>W</source>
      <translation>L</translation>
    </message>
    <message>
      <source>Who starts the Age?</source>
      <translation>Chi inizia l'Epoca?</translation>
    </message>
    <message>
      <source>Wonder</source>
      <translation>Meraviglia</translation>
    </message>
    <message>
      <source>Wonder draft — round %d of 2</source>
      <translation>Selezione delle Meraviglie — giro %d di 2</translation>
    </message>
    <message>
      <source>Wonders</source>
      <translation>Meraviglie</translation>
    </message>
    <message>
      <source>Wood</source>
      <translation>Legno</translation>
    </message>
    <message>
      <source>Yellow</source>
      <translation>Gialle</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tu</translation>
    </message>
    <message>
      <source>You start Age %s</source>
      <translation>Inizi tu l'Epoca %s</translation>
    </message>
    <message>
      <source>You start the next Age</source>
      <translation type="vanished">Inizi tu l'Epoca successiva</translation>
    </message>
    <message>
      <source>You win</source>
      <translation>Vinci tu</translation>
    </message>
    <message>
      <source>Your Wonders cost 2 resources less</source>
      <translation>Le tue Meraviglie costano 2 risorse in meno</translation>
    </message>
    <message>
      <source>Your blue cards cost 2 resources less</source>
      <translation>Le tue carte blu costano 2 risorse in meno</translation>
    </message>
    <message>
      <source>Your capital</source>
      <translation>La tua capitale</translation>
    </message>
    <message>
      <source>Your city</source>
      <translation>La tua città</translation>
    </message>
    <message>
      <source>Your city: build here</source>
      <translation>La tua città: costruisci qui</translation>
    </message>
    <message>
      <source>Your coins on the table:</source>
      <translation>Le tue monete sul tavolo:</translation>
    </message>
    <message>
      <source>Your price now: %s</source>
      <translation>Il tuo prezzo ora: %s</translation>
    </message>
    <message>
      <source>Your turn: click an accessible card (green frame) or drag it; or activate a Divinity</source>
      <translation>Tocca a te: fai clic su una carta accessibile (cornice verde) o trascinala; o attiva una Divinità</translation>
    </message>
    <message>
      <source>Zeus: click a card of the structure to discard it</source>
      <translation>Zeus: fai clic su una carta della struttura per scartarla</translation>
    </message>
    <message>
      <source>a Grand Temple</source>
      <translation>un Grande Tempio</translation>
    </message>
    <message>
      <source>a Guild</source>
      <translation>una Gilda</translation>
    </message>
    <message>
      <source>a draw</source>
      <translation>pareggio</translation>
    </message>
    <message>
      <source>activate %s</source>
      <translation>attivare %s</translation>
    </message>
    <message>
      <source>activate %s for free from the %s Mythology deck (the Divine Theater)</source>
      <translation>attivare gratis %s dal mazzo della Mitologia %s (il Teatro Divino)</translation>
    </message>
    <message>
      <source>activate %s for free from the top of the %s Mythology deck (the Gate)</source>
      <translation>attivare gratis %s dalla cima del mazzo della Mitologia %s (il Portale)</translation>
    </message>
    <message>
      <source>amphora</source>
      <translation>anfora</translation>
    </message>
    <message>
      <source>an Age card</source>
      <translation>una carta dell'Epoca</translation>
    </message>
    <message>
      <source>and the unused Guilds / Grand Temples</source>
      <translation>e le Gilde / i Grandi Templi non usati</translation>
    </message>
    <message>
      <source>apply the %d-coin Military token on SOLO's half against you (Neptune)</source>
      <translation>applicare contro di te il segnalino Esercito da %d monete della metà di SOLO (Nettuno)</translation>
    </message>
    <message>
      <source>apply the %d-coin Military token on your half against you (Neptune)</source>
      <translation>applicare contro di te il segnalino Esercito da %d monete della tua metà (Nettuno)</translation>
    </message>
    <message>
      <source>armillary sphere</source>
      <translation>sfera armillare</translation>
    </message>
    <message>
      <source>barrel</source>
      <translation>barile</translation>
    </message>
    <message>
      <source>blue</source>
      <translation>blu</translation>
    </message>
    <message>
      <source>blue cards</source>
      <translation>carte blu</translation>
    </message>
    <message>
      <source>book</source>
      <translation>libro</translation>
    </message>
    <message>
      <source>brown</source>
      <translation>marrone</translation>
    </message>
    <message>
      <source>build %s</source>
      <translation>costruire %s</translation>
    </message>
    <message>
      <source>build %s for free from the cards set aside (Statue of Liberty)</source>
      <translation>costruire gratis %s dalle carte messe da parte (Statua della Libertà)</translation>
    </message>
    <message>
      <source>build %s from the card structure</source>
      <translation>costruire %s dalla struttura delle carte</translation>
    </message>
    <message>
      <source>build %s from the discard pile for free</source>
      <translation>costruire gratis %s dalla pila degli scarti</translation>
    </message>
    <message>
      <source>build %s with %s</source>
      <translation>costruire %s con %s</translation>
    </message>
    <message>
      <source>build %s with %s from the discard pile</source>
      <translation>costruire la Meraviglia %s con %s dalla pila degli scarti</translation>
    </message>
    <message>
      <source>build the Wonder %s with %s from the discard pile</source>
      <translation type="vanished">costruire la Meraviglia %s con %s dalla pila degli scarti</translation>
    </message>
    <message>
      <source>build the card of the structure (%s)</source>
      <translation>costruire la carta della struttura (%s)</translation>
    </message>
    <message>
      <source>buy %d %s at %d</source>
      <translation>compra %d unità di %s a %d</translation>
    </message>
    <message>
      <source>card in the city with the most: %s</source>
      <translation>carta nella città che ne ha di più: %s</translation>
    </message>
    <message>
      <source>civilian victory</source>
      <translation>vittoria civile</translation>
    </message>
    <message>
      <source>coins (1 per 3)</source>
      <translation>monete (1 ogni 3)</translation>
    </message>
    <message>
      <source>cost: SOLO · you</source>
      <translation>costo: SOLO · tu</translation>
    </message>
    <message>
      <source>discard %s</source>
      <translation>scartare %s</translation>
    </message>
    <message>
      <source>discard %s from the card structure</source>
      <translation>scartare %s dalla struttura delle carte</translation>
    </message>
    <message>
      <source>discard %s from your city</source>
      <translation>scartare %s dalla tua città</translation>
    </message>
    <message>
      <source>discard the %d-coin Military token on SOLO's half without effect (Neptune)</source>
      <translation>scartare senza effetto il segnalino Esercito da %d monete della metà di SOLO (Nettuno)</translation>
    </message>
    <message>
      <source>discard the %d-coin Military token on your half without effect (Neptune)</source>
      <translation>scartare senza effetto il segnalino Esercito da %d monete della tua metà (Nettuno)</translation>
    </message>
    <message>
      <source>discard the card of the structure (%s)</source>
      <translation>scartare la carta della struttura (%s)</translation>
    </message>
    <message>
      <source>discard the card under %s</source>
      <translation>scartare la carta sotto la Meraviglia %s</translation>
    </message>
    <message>
      <source>discard the card under the Wonder %s</source>
      <translation type="vanished">scartare la carta sotto la Meraviglia %s</translation>
    </message>
    <message>
      <source>draw the top 2 %s Divinities unseen: one at random face down on space %d, the other back on top</source>
      <translation>pesca alla cieca le prime 2 Divinità della Mitologia %s: una a caso coperta sulla casella %d, l'altra torna in cima</translation>
    </message>
    <message>
      <source>even</source>
      <translation>pari</translation>
    </message>
    <message>
      <source>free</source>
      <translation>gratis</translation>
    </message>
    <message>
      <source>gear</source>
      <translation>ingranaggio</translation>
    </message>
    <message>
      <source>give you %s, which you build for free (Statue of Liberty)</source>
      <translation>darti %s, che entra gratis nella tua città (Statua della Libertà)</translation>
    </message>
    <message>
      <source>green</source>
      <translation>verde</translation>
    </message>
    <message>
      <source>green cards</source>
      <translation>carte verdi</translation>
    </message>
    <message>
      <source>grey</source>
      <translation>grigia</translation>
    </message>
    <message>
      <source>helmet</source>
      <translation>elmo</translation>
    </message>
    <message>
      <source>horseshoe</source>
      <translation>ferro di cavallo</translation>
    </message>
    <message>
      <source>lamp</source>
      <translation>lampada</translation>
    </message>
    <message>
      <source>law</source>
      <translation>legge</translation>
    </message>
    <message>
      <source>look at the %s Mythology deck and activate one of its Divinities for free (the Divine Theater)</source>
      <translation>guardare il mazzo della Mitologia %s e attivarne gratis una Divinità (il Teatro Divino)</translation>
    </message>
    <message>
      <source>lyre</source>
      <translation>lira</translation>
    </message>
    <message>
      <source>mask</source>
      <translation>maschera</translation>
    </message>
    <message>
      <source>military</source>
      <translation>militare</translation>
    </message>
    <message>
      <source>military supremacy</source>
      <translation>supremazia militare</translation>
    </message>
    <message>
      <source>moon</source>
      <translation>luna</translation>
    </message>
    <message>
      <source>mortar</source>
      <translation>mortaio</translation>
    </message>
    <message>
      <source>no VP yet</source>
      <translation>ancora nessun PV</translation>
    </message>
    <message>
      <source>no science symbol yet</source>
      <translation>ancora nessun simbolo scientifico</translation>
    </message>
    <message>
      <source>pillar</source>
      <translation>colonna</translation>
    </message>
    <message>
      <source>place a %s Divinity face down on Pantheon space %d</source>
      <translation>collocare una Divinità %s a faccia in giù sulla casella %d del Pantheon</translation>
    </message>
    <message>
      <source>purple</source>
      <translation>viola</translation>
    </message>
    <message>
      <source>put the Minerva pawn on Conflict space %d</source>
      <translation type="vanished">mettere la pedina Minerva sulla casella %d del Conflitto</translation>
    </message>
    <message>
      <source>put the Minerva pawn on the Military track, %s</source>
      <translation>mettere la pedina Minerva sul tracciato Militare, %s</translation>
    </message>
    <message>
      <source>put the Snake on %s in your city</source>
      <translation>mettere il Serpente su %s nella tua città</translation>
    </message>
    <message>
      <source>quill</source>
      <translation>penna</translation>
    </message>
    <message>
      <source>red</source>
      <translation>rossa</translation>
    </message>
    <message>
      <source>scientific supremacy</source>
      <translation>supremazia scientifica</translation>
    </message>
    <message>
      <source>set of 3 coins in the richest city</source>
      <translation>gruppo di 3 monete nella città più ricca</translation>
    </message>
    <message>
      <source>set square</source>
      <translation>squadra</translation>
    </message>
    <message>
      <source>slot %d</source>
      <translation>posizione %d</translation>
    </message>
    <message>
      <source>space %d</source>
      <translation>casella %d</translation>
    </message>
    <message>
      <source>space %d coins</source>
      <translation>casella: %d monete</translation>
    </message>
    <message>
      <source>sun</source>
      <translation>sole</translation>
    </message>
    <message>
      <source>sundial</source>
      <translation>meridiana</translation>
    </message>
    <message>
      <source>sword</source>
      <translation>spada</translation>
    </message>
    <message>
      <source>take %s</source>
      <translation>prendere %s</translation>
    </message>
    <message>
      <source>take %s from your city</source>
      <translation>prendere %s dalla tua città</translation>
    </message>
    <message>
      <source>take the Progress token %s</source>
      <translation>prendere il segnalino Progresso %s</translation>
    </message>
    <message>
      <source>take the Wonder %s from your city</source>
      <translation type="vanished">prendere la Meraviglia %s dalla tua città</translation>
    </message>
    <message>
      <source>target</source>
      <translation>bersaglio</translation>
    </message>
    <message>
      <source>temple</source>
      <translation>tempio</translation>
    </message>
    <message>
      <source>the card of the structure (%s)</source>
      <translation>la carta della struttura (%s)</translation>
    </message>
    <message>
      <source>the face-down card</source>
      <translation>la carta coperta</translation>
    </message>
    <message>
      <source>through the chain</source>
      <translation>tramite concatenazione</translation>
    </message>
    <message>
      <source>to move</source>
      <translation>di turno</translation>
    </message>
    <message>
      <source>to name</source>
      <translation>da indicare</translation>
    </message>
    <message>
      <source>tower</source>
      <translation>torre</translation>
    </message>
    <message>
      <source>waived: %s</source>
      <translation>abbuonate: %s</translation>
    </message>
    <message>
      <source>water drop</source>
      <translation>goccia</translation>
    </message>
    <message>
      <source>wheel</source>
      <translation>ruota</translation>
    </message>
    <message>
      <source>with your %s Mythology token</source>
      <translation>con il tuo segnalino Mitologia %s</translation>
    </message>
    <message>
      <source>with your Mythology token</source>
      <translation>con il tuo segnalino Mitologia</translation>
    </message>
    <message>
      <source>yellow</source>
      <translation>gialla</translation>
    </message>
    <message>
      <source>yellow cards</source>
      <translation>carte gialle</translation>
    </message>
    <message>
      <source>you</source>
      <translation>tu</translation>
    </message>
    <message>
      <source>you lead</source>
      <translation>sei in vantaggio</translation>
    </message>
    <message>
      <source>you start</source>
      <translation type="vanished">inizi tu</translation>
    </message>
    <message>
      <source>you start Age %s</source>
      <translation>inizi tu l'Epoca %s</translation>
    </message>
    <message>
      <source>you win</source>
      <translation>vinci tu</translation>
    </message>
    <message>
      <source>your half of the track</source>
      <translation>la tua metà del tracciato</translation>
    </message>
  </context>
</TS>
