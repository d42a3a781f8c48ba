<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
  <context>
    <name>SoloDesk</name>
    <message>
      <source>%+d sestertii</source>
      <translation>%+d sesterzi</translation>
    </message>
    <message>
      <source>%+d sestertius</source>
      <translation>%+d sesterzio</translation>
    </message>
    <message>
      <source>%d cards: %d</source>
      <translation>%d carte: %d</translation>
    </message>
    <message>
      <source>%d houses left</source>
      <translation>%d abitazioni rimaste</translation>
    </message>
    <message>
      <source>%d houses left · no money</source>
      <translation>%d abitazioni rimaste · niente denaro</translation>
    </message>
    <message>
      <source>%d new colonists cost %s: you have %s</source>
      <translation>%d nuovi coloni costano %s: hai %s</translation>
    </message>
    <message>
      <source>%d sestertii</source>
      <translation>%d sesterzi</translation>
    </message>
    <message>
      <source>%s %s (drag to correct the table)</source>
      <translation>%s %s (trascinala per correggere il tavolo)</translation>
    </message>
    <message>
      <source>%s (%d sestertii each, you have %d)</source>
      <translation>%s (%d sesterzi a unità, ne hai %d)</translation>
    </message>
    <message>
      <source>%s (%d steps)</source>
      <translation>%s (%d passi)</translation>
    </message>
    <message>
      <source>%s (%s), letter %s: produces %s; a house costs %s</source>
      <translation>%s (%s), lettera %s: produce %s; un'abitazione costa %s</translation>
    </message>
    <message>
      <source>%s (%s), letter %s: produces %s; a house costs %s + %d sestertii</source>
      <translation type="vanished">%s (%s), lettera %s: produce %s; un'abitazione costa %s + %d sesterzi</translation>
    </message>
    <message>
      <source>%s (%s), letter %s: token not yet told</source>
      <translation>%s (%s), lettera %s: tessera non ancora indicata</translation>
    </message>
    <message>
      <source>%s (%s), letter %s: told %s in the Automa panel; Apply confirms it, "Answer again" changes it</source>
      <translation>%s (%s), lettera %s: hai detto %s nel pannello Automa; Applica lo conferma, «Rispondi di nuovo» lo cambia</translation>
    </message>
    <message>
      <source>%s (1 step)</source>
      <translation>%s (1 passo)</translation>
    </message>
    <message>
      <source>%s (slot %d)</source>
      <translation>%s (posizione %d)</translation>
    </message>
    <message>
      <source>%s at %s</source>
      <translation type="vanished">%s a %s</translation>
    </message>
    <message>
      <source>%s copying %s</source>
      <translation>%s che copia %s</translation>
    </message>
    <message>
      <source>%s from the general supply: drag it into a storehouse to correct its count</source>
      <translation>%s dalla riserva generale: trascinala in un magazzino per correggerne il numero</translation>
    </message>
    <message>
      <source>%s in %s (drag to correct the table)</source>
      <translation type="vanished">%s a %s (trascinala per correggere il tavolo)</translation>
    </message>
    <message>
      <source>%s in the storehouse: %d</source>
      <translation>%s nel magazzino: %d</translation>
    </message>
    <message>
      <source>%s is the capital: it has no token to correct</source>
      <translation>%s è la capitale: non ha una tessera da correggere</translation>
    </message>
    <message>
      <source>%s on %s</source>
      <translation>%s sulla tratta %s</translation>
    </message>
    <message>
      <source>%s to %s</source>
      <translation>%s verso %s</translation>
    </message>
    <message>
      <source>%s: %d (worth %d sestertii each)</source>
      <translation>%s: %d (valore %d sesterzi a unità)</translation>
    </message>
    <message>
      <source>%s: the capital, where the colonists start</source>
      <translation>%s: la capitale, da cui partono i coloni</translation>
    </message>
    <message>
      <source>%s: you cannot pay %s</source>
      <translation>%s: non puoi pagare %s</translation>
    </message>
    <message>
      <source>(correction: %d now)</source>
      <translation>(correzione: ora %d)</translation>
    </message>
    <message>
      <source>+%d cards in hand</source>
      <translation>+%d carte in mano</translation>
    </message>
    <message>
      <source>+%d colonists</source>
      <translation>+%d coloni</translation>
    </message>
    <message>
      <source>+1 card in hand</source>
      <translation>+1 carta in mano</translation>
    </message>
    <message>
      <source>+1 colonist</source>
      <translation>+1 colono</translation>
    </message>
    <message>
      <source>1 card: %d</source>
      <translation>1 carta: %d</translation>
    </message>
    <message>
      <source>1 house left</source>
      <translation>1 abitazione rimasta</translation>
    </message>
    <message>
      <source>1 house left · no money</source>
      <translation>1 abitazione rimasta · niente denaro</translation>
    </message>
    <message>
      <source>1 sestertius</source>
      <translation>1 sesterzio</translation>
    </message>
    <message>
      <source>A draw</source>
      <translation type="vanished">Pareggio</translation>
    </message>
    <message>
      <source>AI</source>
      <translation>IA</translation>
    </message>
    <message>
      <source>AI %s (never moves; drag it to the AI's storehouse to correct the table)</source>
      <translation>%s dell'IA (non si muove mai; trascinalo nel magazzino dell'IA per correggere il tavolo)</translation>
    </message>
    <message>
      <source>AI (dice)</source>
      <translation>IA (dadi)</translation>
    </message>
    <message>
      <source>AI dice: %s</source>
      <translation>Dadi dell'IA: %s</translation>
    </message>
    <message>
      <source>AI die: %s</source>
      <translation>Dado dell'IA: %s</translation>
    </message>
    <message>
      <source>Another number…</source>
      <translation>Un altro numero…</translation>
    </message>
    <message>
      <source>Apply puts it on the table</source>
      <translation>Applica lo mette sul tavolo</translation>
    </message>
    <message>
      <source>Architect: move colonists, then build</source>
      <translation>Architetto: muovi i coloni, poi costruisci</translation>
    </message>
    <message>
      <source>Bonus marker of %s</source>
      <translation>Segnalino bonus di %s</translation>
    </message>
    <message>
      <source>Bonus marker of %s on its coin side: %d sestertii when you take the Prefect's money</source>
      <translation type="vanished">Segnalino bonus (%s) girato sul lato delle monete: %d sesterzi quando prendi il denaro con il Prefetto</translation>
    </message>
    <message>
      <source>Bonus marker of %s on its coin side: %s when you take the Prefect's money</source>
      <translation>Segnalino bonus (%s) girato sul lato delle monete: %s quando prendi il denaro con il Prefetto</translation>
    </message>
    <message>
      <source>Bonus marker: %s (goods side; a Prefect here gives it to you)</source>
      <translation>Segnalino bonus: %s (lato delle merci; un Prefetto qui te la dà)</translation>
    </message>
    <message>
      <source>Bonus marker: not known until every city token of the province is</source>
      <translation>Segnalino bonus: non noto finché non sono note tutte le tessere città della provincia</translation>
    </message>
    <message>
      <source>Build houses (next to your colonists):</source>
      <translation>Costruisci abitazioni (accanto ai tuoi coloni):</translation>
    </message>
    <message>
      <source>Buy %s</source>
      <translation>Acquista %s</translation>
    </message>
    <message>
      <source>Buy %s (and maybe a second card)</source>
      <translation>Acquista %s (ed eventualmente una seconda carta)</translation>
    </message>
    <message>
      <source>Buy nothing</source>
      <translation>Non acquistare nulla</translation>
    </message>
    <message>
      <source>Cards (never played; they score)</source>
      <translation>Carte (mai giocate; contano per il punteggio)</translation>
    </message>
    <message>
      <source>Cards still to come: %d</source>
      <translation>Carte ancora da scoprire: %d</translation>
    </message>
    <message>
      <source>Choose the money or at least one new colonist</source>
      <translation>Scegli il denaro o almeno un nuovo colono</translation>
    </message>
    <message>
      <source>Click to buy it, or to correct the table</source>
      <translation>Clicca per acquistarla o per correggere il tavolo</translation>
    </message>
    <message>
      <source>Click to move it (a correction of the table)</source>
      <translation>Clicca per spostarla (una correzione del tavolo)</translation>
    </message>
    <message>
      <source>Click to move one (a correction of the table)</source>
      <translation>Clicca per spostarne una (una correzione del tavolo)</translation>
    </message>
    <message>
      <source>Click to turn it over (a correction of the table)</source>
      <translation>Clicca per girarlo (una correzione del tavolo)</translation>
    </message>
    <message>
      <source>Colonist: new colonists, or money</source>
      <translation>Colono: nuovi coloni, oppure denaro</translation>
    </message>
    <message>
      <source>Concordia card taken by %s: last turn of the other side</source>
      <translation type="vanished">Carta Concordia presa da %s: ultimo turno per l'altra parte</translation>
    </message>
    <message>
      <source>Correct the count: click, or drag one to the general supply or the other storehouse</source>
      <translation>Correggi il numero: clicca, oppure trascinane una nella riserva generale o nell'altro magazzino</translation>
    </message>
    <message>
      <source>Correction: %s</source>
      <translation>Correzione: %s</translation>
    </message>
    <message>
      <source>Correction: %s %s (drag it to move it to another city)</source>
      <translation>Correzione: %s %s (trascinala per spostarla in un'altra città)</translation>
    </message>
    <message>
      <source>Correction: slot %d really shows %s</source>
      <translation>Correzione: nella posizione %d c'è in realtà %s</translation>
    </message>
    <message>
      <source>Correction: the AI's %s %s (drag it to move it elsewhere)</source>
      <translation>Correzione: il %s dell'IA %s (trascinalo per spostarlo altrove)</translation>
    </message>
    <message>
      <source>Correction: your %s (drag it to move it elsewhere)</source>
      <translation>Correzione: il tuo %s (trascinalo per spostarlo altrove)</translation>
    </message>
    <message>
      <source>Cost: %s</source>
      <translation>Costo: %s</translation>
    </message>
    <message>
      <source>Drag a colonist from the storehouse onto the map to add it there (a correction of the table); from the keyboard, Shift+Enter</source>
      <translation>Trascina un colono dal magazzino sulla mappa per aggiungerlo lì (una correzione del tavolo); da tastiera, Shift+Invio</translation>
    </message>
    <message>
      <source>Drag a good from the general supply into a storehouse to add it there (a correction of the table); from the keyboard, Shift+Enter</source>
      <translation>Trascina una merce dalla riserva generale in un magazzino per aggiungerla lì (una correzione del tavolo); da tastiera, Shift+Invio</translation>
    </message>
    <message>
      <source>Drag a house from here onto a city to add it there (a correction of the table); from the keyboard, Shift+Enter</source>
      <translation>Trascina un'abitazione da qui su una città per aggiungerla lì (una correzione del tavolo); da tastiera, Shift+Invio</translation>
    </message>
    <message>
      <source>Drag one onto the board to correct the table</source>
      <translation>Trascinane uno sul tabellone per correggere il tavolo</translation>
    </message>
    <message>
      <source>Final score by god</source>
      <translation>Punteggio finale per divinità</translation>
    </message>
    <message>
      <source>Game over: %s (%d to %d)</source>
      <translation>Partita finita: %s (%d a %d)</translation>
    </message>
    <message>
      <source>God: %s</source>
      <translation>Divinità: %s</translation>
    </message>
    <message>
      <source>Hand (click a card to play it)</source>
      <translation>Mano (clicca una carta per giocarla)</translation>
    </message>
    <message>
      <source>Hand (the game is over: these cards score too)</source>
      <translation>Mano (partita finita: anche queste carte danno punti)</translation>
    </message>
    <message>
      <source>How many are there really?</source>
      <translation>Quanti ce ne sono davvero?</translation>
    </message>
    <message>
      <source>It is not your turn</source>
      <translation type="vanished">Non è il tuo turno</translation>
    </message>
    <message>
      <source>It is the AI's turn: answer its question in the Automa panel, then play your card</source>
      <translation>Tocca all'IA: rispondi alla sua domanda nel pannello Automa, poi gioca la tua carta</translation>
    </message>
    <message>
      <source>It is the AI's turn: press Apply in the Automa panel, then play your card</source>
      <translation>Tocca all'IA: premi Applica nel pannello Automa, poi gioca la tua carta</translation>
    </message>
    <message>
      <source>Last played: a Diplomat now copies it</source>
      <translation>Ultima giocata: ora il Diplomatico la copia</translation>
    </message>
    <message>
      <source>Last roll</source>
      <translation>Ultimo tiro</translation>
    </message>
    <message>
      <source>Mercator: +%d sestertii, then trade up to two kinds of goods</source>
      <translation>Mercante: +%d sesterzi, poi scambia fino a due tipi di merci</translation>
    </message>
    <message>
      <source>Move to the AI's cards</source>
      <translation>Sposta tra le carte dell'IA</translation>
    </message>
    <message>
      <source>Move to the display (its rightmost slot)</source>
      <translation>Sposta nell'esposizione (nella posizione più a destra)</translation>
    </message>
    <message>
      <source>Move to your hand</source>
      <translation>Sposta nella tua mano</translation>
    </message>
    <message>
      <source>Move to your played cards (as the last played)</source>
      <translation>Sposta tra le tue carte giocate (come l'ultima giocata)</translation>
    </message>
    <message>
      <source>Negative: sell; positive: buy.</source>
      <translation>Negativo: vendi; positivo: compri.</translation>
    </message>
    <message>
      <source>New colonists: %d · cost: %s</source>
      <translation>Nuovi coloni: %d · costo: %s</translation>
    </message>
    <message>
      <source>No Architect move takes it there (%d steps at most, one per colonist on the board): only a correction can</source>
      <translation>Nessun Architetto lo porta lì (al massimo %d passi, uno per colono sul tabellone): solo una correzione</translation>
    </message>
    <message>
      <source>Not yet told: click to say which card it is</source>
      <translation>Non ancora indicata: clicca per dire quale carta è</translation>
    </message>
    <message>
      <source>Nothing is possible there now</source>
      <translation>Lì ora non si può fare nulla</translation>
    </message>
    <message>
      <source>Nothing to copy now</source>
      <translation>Ora non c'è nulla da copiare</translation>
    </message>
    <message>
      <source>Nothing to copy: no effect</source>
      <translation>Nulla da copiare: nessun effetto</translation>
    </message>
    <message>
      <source>Now copies: %s</source>
      <translation>Ora copia: %s</translation>
    </message>
    <message>
      <source>Only put it there: a correction of the table, no card played</source>
      <translation>Mettilo solo lì: una correzione del tavolo, senza giocare carte</translation>
    </message>
    <message>
      <source>Personality cards for sale (cost + the slot's surcharge)</source>
      <translation>Carte Ruolo in vendita (costo + sovrapprezzo della posizione)</translation>
    </message>
    <message>
      <source>Place new colonists (1 food + 1 tools each):</source>
      <translation>Metti nuovi coloni (1 cibo + 1 utensile ciascuno):</translation>
    </message>
    <message>
      <source>Produce in %s (bonus marker: %s)</source>
      <translation>Produzione in %s (segnalino bonus: %s)</translation>
    </message>
    <message>
      <source>Production of your cities</source>
      <translation>Produzione delle tue città</translation>
    </message>
    <message>
      <source>Proposed</source>
      <translation>Proposto</translation>
    </message>
    <message>
      <source>Put it back in the AI's storehouse</source>
      <translation>Rimettilo nel magazzino dell'IA</translation>
    </message>
    <message>
      <source>Put it back in your storehouse</source>
      <translation>Rimettilo nel tuo magazzino</translation>
    </message>
    <message>
      <source>Right-click to correct its token</source>
      <translation>Clic destro per correggere la sua tessera</translation>
    </message>
    <message>
      <source>Right-click to move it (a correction of the table)</source>
      <translation>Clic destro per spostarla (una correzione del tavolo)</translation>
    </message>
    <message>
      <source>Score by god (if the game ended now)</source>
      <translation>Punteggio per divinità (se la partita finisse ora)</translation>
    </message>
    <message>
      <source>Sestertii after the trade: %d · storehouse: %d of %d</source>
      <translation>Sesterzi dopo lo scambio: %d · magazzino: %d su %d</translation>
    </message>
    <message>
      <source>Steps: %d of %d left (one per colonist on the board)</source>
      <translation>Passi: ne restano %d su %d (uno per colono sul tabellone)</translation>
    </message>
    <message>
      <source>Storehouse %d/%d</source>
      <translation>Magazzino %d/%d</translation>
    </message>
    <message>
      <source>Take %d sestertii (5 + 1 per colonist on the board)</source>
      <translation>Prendi %d sesterzi (5 + 1 per colono sul tabellone)</translation>
    </message>
    <message>
      <source>Take 5 sestertii + 1 per colonist on the board</source>
      <translation>Prendi 5 sesterzi + 1 per colono sul tabellone</translation>
    </message>
    <message>
      <source>Take back %d cards</source>
      <translation>Riprendi in mano %d carte</translation>
    </message>
    <message>
      <source>Take back 1 card</source>
      <translation>Riprendi in mano 1 carta</translation>
    </message>
    <message>
      <source>Take it off the map, back to the AI's supply</source>
      <translation>Toglila dalla mappa: torna nella riserva dell'IA</translation>
    </message>
    <message>
      <source>Take it off the map, back to your supply</source>
      <translation>Toglila dalla mappa: torna nella tua riserva</translation>
    </message>
    <message>
      <source>Take the money of the flipped bonus markers (an AI colonist joins the board)</source>
      <translation>Incassa le monete dei segnalini bonus girati (un colono dell'IA entra sul tabellone)</translation>
    </message>
    <message>
      <source>Take the money of the flipped bonus markers (the AI has no colonist left to place)</source>
      <translation>Incassa le monete dei segnalini bonus girati (l'IA non ha più coloni da piazzare)</translation>
    </message>
    <message>
      <source>Tell the city tokens: click each grey city</source>
      <translation>Indica le tessere città: clicca ogni città grigia</translation>
    </message>
    <message>
      <source>Tell the new card: click the grey slot of the display</source>
      <translation>Indica la nuova carta: clicca la posizione grigia dell'esposizione</translation>
    </message>
    <message>
      <source>Tell the new cards: click each grey slot of the display</source>
      <translation>Indica le nuove carte: clicca ogni posizione grigia dell'esposizione</translation>
    </message>
    <message>
      <source>The AI wins</source>
      <translation type="vanished">Vince l'IA</translation>
    </message>
    <message>
      <source>The AI's %s</source>
      <translation>%s dell'IA</translation>
    </message>
    <message>
      <source>The AI's dice: %s</source>
      <translation>I dadi dell'IA: %s</translation>
    </message>
    <message>
      <source>The AI's houses not yet built: drag one onto a city to correct the table</source>
      <translation>Abitazioni dell'IA non ancora costruite: trascinane una su una città per correggere il tavolo</translation>
    </message>
    <message>
      <source>The AI's last roll and what it did</source>
      <translation>L'ultimo tiro dell'IA e cosa ha fatto</translation>
    </message>
    <message>
      <source>The game is over: no card can be played</source>
      <translation>La partita è finita: non si può giocare nessuna carta</translation>
    </message>
    <message>
      <source>The game is over: the AI rolls no more. %s</source>
      <translation>La partita è finita: l'IA non tira più i dadi. %s</translation>
    </message>
    <message>
      <source>This city's token is really %s</source>
      <translation>La tessera di questa città è in realtà %s</translation>
    </message>
    <message>
      <source>This city's token is really %s (%s then shows %s)</source>
      <translation>La tessera di questa città è in realtà %s (%s mostra allora %s)</translation>
    </message>
    <message>
      <source>Told in the Automa panel: Apply confirms it, "Answer again" changes it</source>
      <translation>Risposta data nel pannello Automa: Applica la conferma, «Rispondi di nuovo» la cambia</translation>
    </message>
    <message>
      <source>Told, to apply</source>
      <translation>Indicato, da applicare</translation>
    </message>
    <message>
      <source>Total</source>
      <translation>Totale</translation>
    </message>
    <message>
      <source>Turn %d · the AI's turn: Apply it in the Automa panel</source>
      <translation type="vanished">Turno %d · tocca all'IA: applica il suo turno nel pannello Automa</translation>
    </message>
    <message>
      <source>Turn %d · the AI's turn: answer its question in the Automa panel</source>
      <translation>Turno %d · tocca all'IA: rispondi alla sua domanda nel pannello Automa</translation>
    </message>
    <message>
      <source>Turn %d · the AI's turn: press Apply in the Automa panel</source>
      <translation>Turno %d · tocca all'IA: premi Applica nel pannello Automa</translation>
    </message>
    <message>
      <source>Turn %d · your turn: click a card in your hand</source>
      <translation>Turno %d · tocca a te: clicca una carta della tua mano</translation>
    </message>
    <message>
      <source>Turn it to its coin side (a correction)</source>
      <translation>Giralo sul lato delle monete (una correzione)</translation>
    </message>
    <message>
      <source>Turn it to its goods side (a correction)</source>
      <translation>Giralo sul lato delle merci (una correzione)</translation>
    </message>
    <message>
      <source>Which card was revealed in slot %d?</source>
      <translation>Quale carta è stata scoperta nella posizione %d?</translation>
    </message>
    <message>
      <source>Which good does the token of %s show?</source>
      <translation>Quale merce mostra la tessera di %s?</translation>
    </message>
    <message>
      <source>You</source>
      <translation>Tu</translation>
    </message>
    <message>
      <source>You win</source>
      <translation type="vanished">Hai vinto</translation>
    </message>
    <message>
      <source>Your %s</source>
      <translation>%s nel tuo magazzino</translation>
    </message>
    <message>
      <source>Your %s at %s: drag it onto a route to move it with an Architect; onto a city, a route or your storehouse to correct the table</source>
      <translation type="vanished">Il tuo %s a %s: trascinalo su una tratta per muoverlo con un Architetto; su una città, una tratta o il tuo magazzino per correggere il tavolo</translation>
    </message>
    <message>
      <source>Your %s: drag it onto a route to move it with an Architect; onto a city, a route or your storehouse to correct the table</source>
      <translation>Il tuo %s: trascinalo su una tratta per muoverlo con un Architetto; su una città, una tratta o il tuo magazzino per correggere il tavolo</translation>
    </message>
    <message>
      <source>Your %s: the game is over; drag it onto a city, a route or your storehouse to correct the table</source>
      <translation>Il tuo %s: la partita è finita; trascinalo su una città, una tratta o il tuo magazzino per correggere il tavolo</translation>
    </message>
    <message>
      <source>Your houses not yet built: drag one onto a city to correct the table</source>
      <translation>Le tue abitazioni non ancora costruite: trascinane una su una città per correggere il tavolo</translation>
    </message>
    <message>
      <source>Your played cards</source>
      <translation>Le tue carte giocate</translation>
    </message>
    <message>
      <source>Your sestertii</source>
      <translation>I tuoi sesterzi</translation>
    </message>
    <message>
      <source>Your sestertii: click to correct the count</source>
      <translation>I tuoi sesterzi: clicca per correggere il numero</translation>
    </message>
    <message>
      <source>a draw</source>
      <translation>pareggio</translation>
    </message>
    <message>
      <source>action %s</source>
      <translation>azione %s</translation>
    </message>
    <message>
      <source>and a new %s in the capital</source>
      <translation type="vanished">e un nuovo %s nella capitale</translation>
    </message>
    <message>
      <source>and a new %s, the capital</source>
      <translation>e un nuovo %s, la capitale</translation>
    </message>
    <message>
      <source>any good</source>
      <translation>merce a scelta</translation>
    </message>
    <message>
      <source>any good: %s</source>
      <translation>merce a scelta: %s</translation>
    </message>
    <message>
      <source>build %s</source>
      <translation>costruisci %s</translation>
    </message>
    <message>
      <source>build in %s</source>
      <translation type="vanished">costruisci a %s</translation>
    </message>
    <message>
      <source>buy %d %s</source>
      <translation>compra %d %s</translation>
    </message>
    <message>
      <source>capital</source>
      <translation>capitale</translation>
    </message>
    <message>
      <source>deck %s: %d</source>
      <translation>mazzo %s: %d</translation>
    </message>
    <message>
      <source>free</source>
      <translation>gratis</translation>
    </message>
    <message>
      <source>general supply of goods</source>
      <translation>riserva generale delle merci</translation>
    </message>
    <message>
      <source>good %s</source>
      <translation>merce %s</translation>
    </message>
    <message>
      <source>house %s</source>
      <translation>abitazione %s</translation>
    </message>
    <message>
      <source>house in %s</source>
      <translation type="vanished">abitazione a %s</translation>
    </message>
    <message>
      <source>in %s</source>
      <translation>a %s</translation>
    </message>
    <message>
      <source>land colonist</source>
      <translation>colono di terra</translation>
    </message>
    <message>
      <source>last played</source>
      <translation>ultima giocata</translation>
    </message>
    <message>
      <source>new %s</source>
      <translation>nuovo %s</translation>
    </message>
    <message>
      <source>new %s in %s</source>
      <translation type="vanished">nuovo %s a %s</translation>
    </message>
    <message>
      <source>no change</source>
      <translation>nessun cambiamento</translation>
    </message>
    <message>
      <source>no move, no house</source>
      <translation>nessun movimento, nessuna abitazione</translation>
    </message>
    <message>
      <source>no roll</source>
      <translation>nessun tiro</translation>
    </message>
    <message>
      <source>no surcharge</source>
      <translation>nessun sovrapprezzo</translation>
    </message>
    <message>
      <source>no trade</source>
      <translation>nessuno scambio</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>ancora nessuno</translation>
    </message>
    <message>
      <source>sea colonist</source>
      <translation>colono di mare</translation>
    </message>
    <message>
      <source>sell %d %s</source>
      <translation>vendi %d %s</translation>
    </message>
    <message>
      <source>set to %d</source>
      <translation>porta a %d</translation>
    </message>
    <message>
      <source>slot %d</source>
      <translation>posizione %d</translation>
    </message>
    <message>
      <source>stays</source>
      <translation>resta dov'è</translation>
    </message>
    <message>
      <source>storehouse full: %s thrown away</source>
      <translation>magazzino pieno: scarti %s</translation>
    </message>
    <message>
      <source>the AI</source>
      <translation type="vanished">l'IA</translation>
    </message>
    <message>
      <source>the AI bought the last card and took the Concordia card</source>
      <translation>l'IA ha comprato l'ultima carta e preso la carta Concordia</translation>
    </message>
    <message>
      <source>the AI built its 15th house and took the Concordia card</source>
      <translation>l'IA ha costruito la sua 15ª abitazione e preso la carta Concordia</translation>
    </message>
    <message>
      <source>the AI took the Concordia card: your last turn</source>
      <translation>l'IA ha preso la carta Concordia: il tuo ultimo turno</translation>
    </message>
    <message>
      <source>the AI wins</source>
      <translation>vince l'IA</translation>
    </message>
    <message>
      <source>the AI's house</source>
      <translation>l'abitazione dell'IA</translation>
    </message>
    <message>
      <source>the AI's storehouse</source>
      <translation>il magazzino dell'IA</translation>
    </message>
    <message>
      <source>the AI's supply of houses</source>
      <translation>la riserva di abitazioni dell'IA</translation>
    </message>
    <message>
      <source>the colonist moves, nothing paid</source>
      <translation>il colono si sposta, nulla da pagare</translation>
    </message>
    <message>
      <source>the colonists move, nothing paid</source>
      <translation>i coloni si spostano, nulla da pagare</translation>
    </message>
    <message>
      <source>the general supply of goods</source>
      <translation>la riserva generale delle merci</translation>
    </message>
    <message>
      <source>the last played is marked; the Diplomat copies it, the Tribune takes all back</source>
      <translation>l'ultima giocata è segnata; il Diplomatico la copia, il Tribuno le riprende tutte</translation>
    </message>
    <message>
      <source>the “any good” paid with %s</source>
      <translation type="vanished">la “merce a scelta” pagata con %s</translation>
    </message>
    <message>
      <source>you</source>
      <translation type="vanished">te</translation>
    </message>
    <message>
      <source>you bought the last card and took the Concordia card</source>
      <translation>hai comprato l'ultima carta e preso la carta Concordia</translation>
    </message>
    <message>
      <source>you built your 15th house and took the Concordia card</source>
      <translation>hai costruito la tua 15ª abitazione e preso la carta Concordia</translation>
    </message>
    <message>
      <source>you took the Concordia card: the AI's last turn</source>
      <translation>hai preso la carta Concordia: ultimo turno dell'IA</translation>
    </message>
    <message>
      <source>you win</source>
      <translation>hai vinto</translation>
    </message>
    <message>
      <source>your house</source>
      <translation>la tua abitazione</translation>
    </message>
    <message>
      <source>your storehouse</source>
      <translation>il tuo magazzino</translation>
    </message>
    <message>
      <source>your supply of houses</source>
      <translation>la tua riserva di abitazioni</translation>
    </message>
    <message>
      <source>… or pay the “any good” with other goods</source>
      <translation>… o paga la “merce a scelta” con altre merci</translation>
    </message>
    <message>
      <source>… or throw away other goods</source>
      <translation>… o scarta altre merci</translation>
    </message>
  </context>
</TS>
