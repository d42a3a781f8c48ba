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
      <source>%d coins in all, %d a VP</source>
      <translation>%d monete in tutto, %d per PV</translation>
    </message>
    <message>
      <source>%d coins on it</source>
      <translation>monete sopra: %d</translation>
    </message>
    <message>
      <source>%d left</source>
      <translation>disponibili: %d</translation>
    </message>
    <message>
      <source>%d on %s</source>
      <translation type="vanished">%d su %s</translation>
    </message>
    <message>
      <source>%d on the %s</source>
      <translation type="vanished">%d sul %s</translation>
    </message>
    <message>
      <source>%s (now in round %d: the two trade places)</source>
      <translation>%s (ora nel turno %d: le due si scambiano il posto)</translation>
    </message>
    <message>
      <source>%s (yours)</source>
      <translation>%s (tua)</translation>
    </message>
    <message>
      <source>%s has no level to correct: its reach (%d) comes from your stronghold, which a right-click on its hex corrects.</source>
      <translation>%s: non c'è un livello da correggere, la portata (%d) dipende dalla tua fortezza, che si corregge con un clic destro sul suo esagono.</translation>
    </message>
    <message>
      <source>%s: a favour tile is taken when you earn one (a temple, a sanctuary…), not now.</source>
      <translation>%s: una tessera favore si prende quando la guadagni (un tempio, un santuario…), non ora.</translation>
    </message>
    <message>
      <source>%s: a town tile is taken when you found a town, not now.</source>
      <translation>%s: una tessera città si prende quando fondi una città, non ora.</translation>
    </message>
    <message>
      <source>(Engineers)</source>
      <translation>(Ingegneri)</translation>
    </message>
    <message>
      <source>(stronghold action)</source>
      <translation>(azione della fortezza)</translation>
    </message>
    <message>
      <source>(stronghold action, free)</source>
      <translation type="vanished">(azione della fortezza, gratis)</translation>
    </message>
    <message>
      <source>+1 each cult</source>
      <translation>+1 su ogni culto</translation>
    </message>
    <message>
      <source>1 coin on it</source>
      <translation>moneta sopra: 1</translation>
    </message>
    <message>
      <source>1 step on %s (%s)</source>
      <translation type="vanished">1 passo su %s (%s)</translation>
    </message>
    <message>
      <source>1 step on the %s (%s)</source>
      <translation>1 passo sul %s (%s)</translation>
    </message>
    <message>
      <source>2 steps on %s (stronghold)</source>
      <translation type="vanished">2 passi su %s (fortezza)</translation>
    </message>
    <message>
      <source>2 steps on the %s (stronghold)</source>
      <translation>2 passi sul %s (fortezza)</translation>
    </message>
    <message>
      <source>= %d coins; %d coins a VP</source>
      <translation>= %d monete; %d monete per PV</translation>
    </message>
    <message>
      <source>A building is dragged, not clicked: drag it onto a hex (the hexes that take it light up; Shift+Enter from the keyboard).</source>
      <translation>Un edificio si trascina, non si clicca: trascinalo su un esagono (quelli che lo accettano si illuminano; da tastiera Shift+Invio).</translation>
    </message>
    <message>
      <source>Action: 1 free spade</source>
      <translation>Azione: 1 vanga gratis</translation>
    </message>
    <message>
      <source>Action: 1 step on a cult</source>
      <translation>Azione: 1 passo su un culto</translation>
    </message>
    <message>
      <source>Advance digging</source>
      <translation>Avanza lo scavo</translation>
    </message>
    <message>
      <source>Advance shipping</source>
      <translation>Avanza la navigazione</translation>
    </message>
    <message>
      <source>Before</source>
      <translation>Prima</translation>
    </message>
    <message>
      <source>Blocked this round</source>
      <translation>Bloccata in questo turno</translation>
    </message>
    <message>
      <source>Bonus tiles in play</source>
      <translation>Tessere bonus in gioco</translation>
    </message>
    <message>
      <source>Bonus tiles in play (click one to pass and take it)</source>
      <translation>Tessere bonus in gioco (clicca su una per passare e prenderla)</translation>
    </message>
    <message>
      <source>Bonus tiles in play (click one to take it as your first)</source>
      <translation>Tessere bonus in gioco (clicca su una per prenderla come prima)</translation>
    </message>
    <message>
      <source>Bonus tiles in play (the last round: passing takes none)</source>
      <translation>Tessere bonus in gioco (ultimo turno: passando non se ne prende nessuna)</translation>
    </message>
    <message>
      <source>Bowl %s holds %d: correct it…</source>
      <translation>La ciotola %s contiene %d: correggi…</translation>
    </message>
    <message>
      <source>Bridge %s–%s</source>
      <translation>Ponte %s–%s</translation>
    </message>
    <message>
      <source>Bridges left: %d</source>
      <translation>Ponti rimasti: %d</translation>
    </message>
    <message>
      <source>Build a dwelling on %s</source>
      <translation>Costruisci un'abitazione in %s</translation>
    </message>
    <message>
      <source>Build a dwelling on %s (%s)</source>
      <translation>Costruisci un'abitazione in %s (%s)</translation>
    </message>
    <message>
      <source>Carpet flight</source>
      <translation>Tappeto volante</translation>
    </message>
    <message>
      <source>Choose your faction</source>
      <translation>Scegli la tua fazione</translation>
    </message>
    <message>
      <source>Click to choose</source>
      <translation>Clicca per scegliere</translation>
    </message>
    <message>
      <source>Click to take it</source>
      <translation>Clicca per prenderla</translation>
    </message>
    <message>
      <source>Coins %d + workers %d + priests %d + power %d (bowl III, and half of bowl II sacrificed)</source>
      <translation>Monete %d + lavoratori %d + sacerdoti %d + potere %d (ciotola III, più metà della ciotola II sacrificata)</translation>
    </message>
    <message>
      <source>Convert %s into %s</source>
      <translation>Converti %s in %s</translation>
    </message>
    <message>
      <source>Correct the power bowls</source>
      <translation>Correggi le ciotole del potere</translation>
    </message>
    <message>
      <source>Correct your %s</source>
      <translation>Correggi: %s</translation>
    </message>
    <message>
      <source>Correction: %s</source>
      <translation>Correzione: %s</translation>
    </message>
    <message>
      <source>Cult: %s</source>
      <translation type="vanished">Culto: %s</translation>
    </message>
    <message>
      <source>Digging %d / %d</source>
      <translation>Scavo %d / %d</translation>
    </message>
    <message>
      <source>Digging level</source>
      <translation>Livello di scavo</translation>
    </message>
    <message>
      <source>Digging level: the price of a spade. Click to advance.</source>
      <translation>Livello di scavo: il prezzo di una vanga. Clicca per avanzare.</translation>
    </message>
    <message>
      <source>Drag onto a %s dwelling: upgrade it to a trading house</source>
      <translation>Trascina su un'abitazione %s: la migliori in emporio</translation>
    </message>
    <message>
      <source>Drag onto a free %s hex: place a dwelling there</source>
      <translation>Trascina su un esagono %s libero: ci piazzi un'abitazione</translation>
    </message>
    <message>
      <source>During the game</source>
      <translation type="vanished">Durante la partita</translation>
    </message>
    <message>
      <source>Dwelling</source>
      <translation>Abitazione</translation>
    </message>
    <message>
      <source>End of round %d: use the cult bonus</source>
      <translation>Fine del turno %d: usa il bonus dei culti</translation>
    </message>
    <message>
      <source>Favour tiles (a favour tile is taken once)</source>
      <translation>Tessere favore (ogni tessera favore si prende una volta)</translation>
    </message>
    <message>
      <source>Favour tiles: click a green one to take it</source>
      <translation>Tessere favore: clicca su una verde per prenderla</translation>
    </message>
    <message>
      <source>Final score</source>
      <translation>Punteggio finale</translation>
    </message>
    <message>
      <source>Final score: %d VP</source>
      <translation>Punteggio finale: %d PV</translation>
    </message>
    <message>
      <source>Final scoring</source>
      <translation>Conteggio finale</translation>
    </message>
    <message>
      <source>Final scoring: %s</source>
      <translation type="vanished">Punteggio finale: %s</translation>
    </message>
    <message>
      <source>Found a town across the river at %s</source>
      <translation type="vanished">Fonda una città attraverso il fiume in %s</translation>
    </message>
    <message>
      <source>Found a town across the river next to %s</source>
      <translation>Fonda una città attraverso il fiume accanto a %s</translation>
    </message>
    <message>
      <source>Found a town: take a town tile</source>
      <translation>Fondi una città: prendi una tessera città</translation>
    </message>
    <message>
      <source>Game over</source>
      <translation>Partita finita</translation>
    </message>
    <message>
      <source>Game over: the final scoring is below the round tiles</source>
      <translation>Partita finita: il conteggio finale è sotto le tessere turno</translation>
    </message>
    <message>
      <source>Held: %s</source>
      <translation type="vanished">In mano: %s</translation>
    </message>
    <message>
      <source>If the game ended now:</source>
      <translation>Se la partita finisse ora:</translation>
    </message>
    <message>
      <source>Income: %s</source>
      <translation>Rendita: %s</translation>
    </message>
    <message>
      <source>Island %d</source>
      <translation>Isola %d</translation>
    </message>
    <message>
      <source>Largest area</source>
      <translation>Area più grande</translation>
    </message>
    <message>
      <source>Largest area: %d</source>
      <translation>Area più grande: %d</translation>
    </message>
    <message>
      <source>Mode 2 (chosen): click the decision to pick your faction from the list.</source>
      <translation>Modo 2 (ponderato): clicca sulla decisione per scegliere la tua fazione dall'elenco.</translation>
    </message>
    <message>
      <source>Next income: %s</source>
      <translation>Prossima rendita: %s</translation>
    </message>
    <message>
      <source>Next income: none, the game is over</source>
      <translation>Prossima rendita: nessuna, la partita è finita</translation>
    </message>
    <message>
      <source>Next income: none, the last round</source>
      <translation>Prossima rendita: nessuna, è l'ultimo turno</translation>
    </message>
    <message>
      <source>No building (remove it)</source>
      <translation>Nessun edificio (toglilo)</translation>
    </message>
    <message>
      <source>No power can be sacrificed or converted now</source>
      <translation>Ora non si può sacrificare né convertire potere</translation>
    </message>
    <message>
      <source>No step on %s is possible now</source>
      <translation type="vanished">Ora non è possibile alcun passo su %s</translation>
    </message>
    <message>
      <source>No step on the %s is possible now</source>
      <translation>Ora non è possibile alcun passo sul %s</translation>
    </message>
    <message>
      <source>None of these buildings is left in the supply.</source>
      <translation>Di questi edifici non ne resta nessuno nella riserva.</translation>
    </message>
    <message>
      <source>Not blocked this round</source>
      <translation>Non bloccata in questo turno</translation>
    </message>
    <message>
      <source>Not reachable now</source>
      <translation>Ora non raggiungibile</translation>
    </message>
    <message>
      <source>Nothing can be done on %s now</source>
      <translation>Ora non si può fare nulla in %s</translation>
    </message>
    <message>
      <source>Nothing to correct on this piece</source>
      <translation>Niente da correggere su questo pezzo</translation>
    </message>
    <message>
      <source>Nothing to correct on this piece: the game is over. The map, the cults and your resources can still be corrected (a right-click on them), and the final scoring is counted again.</source>
      <translation>Niente da correggere su questo pezzo: la partita è finita. La mappa, i culti e le tue risorse si possono ancora correggere (con un clic destro) e il conteggio finale viene rifatto.</translation>
    </message>
    <message>
      <source>Opponents</source>
      <translation>Avversari</translation>
    </message>
    <message>
      <source>Part of a town</source>
      <translation>Parte di una città</translation>
    </message>
    <message>
      <source>Pass</source>
      <translation>Passa</translation>
    </message>
    <message>
      <source>Pass (last round)</source>
      <translation type="vanished">Passa (ultimo turno)</translation>
    </message>
    <message>
      <source>Pass (last round: the game ends)</source>
      <translation>Passa (ultimo turno: la partita finisce)</translation>
    </message>
    <message>
      <source>Pass, taking %s</source>
      <translation>Passa e prendi la %s</translation>
    </message>
    <message>
      <source>Pass: take one of the bonus tiles (none in round 6)</source>
      <translation>Passa: prendi una delle tessere bonus (nessuna nel turno 6)</translation>
    </message>
    <message>
      <source>Pass: the last round, no bonus tile; the game ends with the final scoring</source>
      <translation>Passa: ultimo turno, nessuna tessera bonus; la partita finisce con il conteggio finale</translation>
    </message>
    <message>
      <source>Passing: %s</source>
      <translation>Passando: %s</translation>
    </message>
    <message>
      <source>Place a %s dwelling on %s</source>
      <translation>Piazza un'abitazione %s in %s</translation>
    </message>
    <message>
      <source>Place your starting dwelling on %s</source>
      <translation>Piazza la tua abitazione iniziale in %s</translation>
    </message>
    <message>
      <source>Place your starting dwellings</source>
      <translation>Piazza le tue abitazioni iniziali</translation>
    </message>
    <message>
      <source>Place your starting dwellings: %d of %d</source>
      <translation>Piazza le tue abitazioni iniziali: %d di %d</translation>
    </message>
    <message>
      <source>Power action %d cancelled</source>
      <translation>Azione potere %d annullata</translation>
    </message>
    <message>
      <source>Power action %d is not possible now</source>
      <translation>Ora l'azione potere %d non è possibile</translation>
    </message>
    <message>
      <source>Power action %d is really…</source>
      <translation>L'azione potere %d è in realtà…</translation>
    </message>
    <message>
      <source>Power action %d is taken this round: it was not blocked.</source>
      <translation>L'azione potere %d è stata presa in questo turno: non era bloccata.</translation>
    </message>
    <message>
      <source>Power action %d: click one of the lit hexes to transform it (a click elsewhere cancels)</source>
      <translation>Azione potere %d: clicca uno degli esagoni illuminati per trasformarlo (un clic altrove annulla)</translation>
    </message>
    <message>
      <source>Power action %d: no hex within your reach can be transformed now</source>
      <translation>Azione potere %d: ora nessun esagono alla tua portata può essere trasformato</translation>
    </message>
    <message>
      <source>Power action 1: no bridge can be built now (a river crossing next to your buildings, a bridge left)</source>
      <translation>Azione potere 1: ora non si può costruire un ponte (serve un passaggio sul fiume vicino ai tuoi edifici e un ponte rimasto)</translation>
    </message>
    <message>
      <source>Power actions</source>
      <translation>Azioni potere</translation>
    </message>
    <message>
      <source>Power actions, round %d</source>
      <translation>Azioni potere, turno %d</translation>
    </message>
    <message>
      <source>Power actions, round %d (proposed)</source>
      <translation>Azioni potere, turno %d (proposte)</translation>
    </message>
    <message>
      <source>Power bowls I / II / III: %d / %d / %d
Click to sacrifice or convert power</source>
      <translation type="vanished">Ciotole del potere I / II / III: %d / %d / %d
Clicca per sacrificare o convertire potere</translation>
    </message>
    <message>
      <source>Power bowls I / II / III: %d / %d / %d
Click to sacrifice or convert power
Right-click to correct it</source>
      <translation>Ciotole del potere I / II / III: %d / %d / %d
Clicca per sacrificare o convertire potere
Clic destro per correggere</translation>
    </message>
    <message>
      <source>Reachable by carpet flight (%s, +%d VP)</source>
      <translation>Raggiungibile col tappeto volante (%s, +%d PV)</translation>
    </message>
    <message>
      <source>Reachable by shipping</source>
      <translation>Raggiungibile con la navigazione</translation>
    </message>
    <message>
      <source>Reachable by tunnelling (%s more, +%d VP)</source>
      <translation>Raggiungibile col tunnel (%s in più, +%d PV)</translation>
    </message>
    <message>
      <source>Reachable by your special range</source>
      <translation>Raggiungibile con la tua portata speciale</translation>
    </message>
    <message>
      <source>Reachable: next to your buildings</source>
      <translation>Raggiungibile: accanto ai tuoi edifici</translation>
    </message>
    <message>
      <source>Resources</source>
      <translation>Risorse</translation>
    </message>
    <message>
      <source>Right-click to correct it</source>
      <translation>Clic destro per correggere</translation>
    </message>
    <message>
      <source>Round %d</source>
      <translation>Turno %d</translation>
    </message>
    <message>
      <source>Round %d: %s. A round tile is not a move: it scores what you do in its round.</source>
      <translation>Turno %d: %s. Una tessera turno non è una mossa: assegna punti per ciò che fai nel suo turno.</translation>
    </message>
    <message>
      <source>Round %d: actions</source>
      <translation>Turno %d: azioni</translation>
    </message>
    <message>
      <source>Round %d: income</source>
      <translation>Turno %d: rendita</translation>
    </message>
    <message>
      <source>Round tiles</source>
      <translation>Tessere turno</translation>
    </message>
    <message>
      <source>Sacrifice %d power (bowl II −%d, bowl III +%d)</source>
      <translation>Sacrifica %d potere (ciotola II −%d, ciotola III +%d)</translation>
    </message>
    <message>
      <source>Sacrifice 1 power (bowl II → III)</source>
      <translation type="vanished">Sacrifica 1 potere (ciotola II → III)</translation>
    </message>
    <message>
      <source>Sacrifice power (bowl II → III)</source>
      <translation>Sacrifica potere (ciotola II → III)</translation>
    </message>
    <message>
      <source>Sanctuary</source>
      <translation>Santuario</translation>
    </message>
    <message>
      <source>Sandstorm</source>
      <translation>Tempesta di sabbia</translation>
    </message>
    <message>
      <source>Send a priest %s: %d steps</source>
      <translation>Manda un sacerdote %s: %d passi</translation>
    </message>
    <message>
      <source>Send a priest %s: 1 step</source>
      <translation>Manda un sacerdote %s: 1 passo</translation>
    </message>
    <message>
      <source>Send a priest to %s: %d steps</source>
      <translation type="vanished">Manda un sacerdote a %s: %d passi</translation>
    </message>
    <message>
      <source>Send a priest to %s: 1 step</source>
      <translation type="vanished">Manda un sacerdote a %s: 1 passo</translation>
    </message>
    <message>
      <source>Set-up</source>
      <translation>Preparazione</translation>
    </message>
    <message>
      <source>Set-up: choose %s</source>
      <translation>Preparazione: scegli %s</translation>
    </message>
    <message>
      <source>Shipping %d / %d</source>
      <translation>Navigazione %d / %d</translation>
    </message>
    <message>
      <source>Shipping %d+%d / %d</source>
      <translation>Navigazione %d+%d / %d</translation>
    </message>
    <message>
      <source>Shipping +%d</source>
      <translation>Navigazione +%d</translation>
    </message>
    <message>
      <source>Shipping level (bonus tile adds to it).</source>
      <translation>Livello di navigazione (la tessera bonus si somma).</translation>
    </message>
    <message>
      <source>Shipping level (bonus tile adds to it). Click to advance.</source>
      <translation>Livello di navigazione (la tessera bonus si somma). Clicca per avanzare.</translation>
    </message>
    <message>
      <source>Show or hide the hex &amp;names</source>
      <translation>Mostra o nascondi i &amp;nomi degli esagoni</translation>
    </message>
    <message>
      <source>Show or hide the hex names</source>
      <translation type="vanished">Mostra o nascondi i nomi degli esagoni</translation>
    </message>
    <message>
      <source>Spades to your home terrain: %d</source>
      <translation>Vanghe per il tuo terreno ideale: %d</translation>
    </message>
    <message>
      <source>Special actions: click your bonus tile, a cult track or a hex</source>
      <translation>Azioni speciali: clicca la tua tessera bonus, un tracciato culto o un esagono</translation>
    </message>
    <message>
      <source>Start with %s</source>
      <translation>Inizia con la %s</translation>
    </message>
    <message>
      <source>Stronghold</source>
      <translation>Fortezza</translation>
    </message>
    <message>
      <source>Stronghold: two actions this turn</source>
      <translation>Fortezza: due azioni in questo turno</translation>
    </message>
    <message>
      <source>Take %d power from a neighbour (costs %d VP)?</source>
      <translation>Prendi %d potere dal vicino (costa %d PV)?</translation>
    </message>
    <message>
      <source>Take %s</source>
      <translation>Prendi la %s</translation>
    </message>
    <message>
      <source>Take %s, with %s (%s)</source>
      <translation>Prendi la %s, con %s (%s)</translation>
    </message>
    <message>
      <source>Take a bonus tile to start</source>
      <translation>Prendi una tessera bonus per iniziare</translation>
    </message>
    <message>
      <source>Take a favour tile</source>
      <translation>Prendi una tessera favore</translation>
    </message>
    <message>
      <source>Take your first bonus tile</source>
      <translation>Prendi la tua prima tessera bonus</translation>
    </message>
    <message>
      <source>Temple</source>
      <translation>Tempio</translation>
    </message>
    <message>
      <source>The %s dwelling goes on %s: your answer to the tie (the Automa panel shows it)</source>
      <translation>L'abitazione %s va in %s: la tua risposta al pareggio (la vedi nel pannello Automa)</translation>
    </message>
    <message>
      <source>The %s pawn on %s is really on…</source>
      <translation type="vanished">La pedina %s su %s è in realtà su…</translation>
    </message>
    <message>
      <source>The %s pawn on the %s is really on…</source>
      <translation>La pedina %s sul %s è in realtà su…</translation>
    </message>
    <message>
      <source>The blocked power actions can be corrected once the round's actions begin.</source>
      <translation>Le azioni potere bloccate si correggono quando iniziano le azioni del turno.</translation>
    </message>
    <message>
      <source>The building on %s is really…</source>
      <translation>L'edificio in %s è in realtà…</translation>
    </message>
    <message>
      <source>The digging level is really…</source>
      <translation>Il livello di scavo è in realtà…</translation>
    </message>
    <message>
      <source>The game is over: nothing more is played (Edit ▸ Undo takes back the last pass)</source>
      <translation>La partita è finita: non si gioca più nulla (Modifica ▸ Annulla torna a prima che passassi)</translation>
    </message>
    <message>
      <source>The game is over: the final scoring is not a move. Each box's tooltip tells how it was scored.</source>
      <translation>La partita è finita: il conteggio finale non è una mossa. Il suggerimento di ogni riquadro dice come è stato calcolato.</translation>
    </message>
    <message>
      <source>The game is over: the round tiles, bonus tiles and power actions are done with.</source>
      <translation>La partita è finita: tessere turno, tessere bonus e azioni potere non servono più.</translation>
    </message>
    <message>
      <source>The opponents place their dwellings</source>
      <translation>Gli avversari piazzano le abitazioni</translation>
    </message>
    <message>
      <source>The power bowls really hold…</source>
      <translation>Le ciotole del potere contengono in realtà…</translation>
    </message>
    <message>
      <source>The shipping level is really…</source>
      <translation>Il livello di navigazione è in realtà…</translation>
    </message>
    <message>
      <source>The terrain of %s is really…</source>
      <translation>Il terreno di %s è in realtà…</translation>
    </message>
    <message>
      <source>The tile of round %d is not drawn yet: the set-up asks which one it is.</source>
      <translation>La tessera del turno %d non è ancora estratta: la preparazione chiede qual è.</translation>
    </message>
    <message>
      <source>The tile of round %d is really…</source>
      <translation>La tessera del turno %d è in realtà…</translation>
    </message>
    <message>
      <source>This bonus tile cannot be taken now</source>
      <translation>Ora questa tessera bonus non si può prendere</translation>
    </message>
    <message>
      <source>This bonus tile in play is really…</source>
      <translation>Questa tessera bonus in gioco è in realtà…</translation>
    </message>
    <message>
      <source>This bonus tile is really…</source>
      <translation type="vanished">Questa tessera bonus è in realtà…</translation>
    </message>
    <message>
      <source>This track cannot advance now</source>
      <translation>Ora questo tracciato non può avanzare</translation>
    </message>
    <message>
      <source>Tokens in bowl %s</source>
      <translation>Segnalini nella ciotola %s</translation>
    </message>
    <message>
      <source>Town tiles</source>
      <translation>Tessere città</translation>
    </message>
    <message>
      <source>Town tiles: click one</source>
      <translation>Tessere città: clicca su una</translation>
    </message>
    <message>
      <source>Trading house</source>
      <translation>Emporio</translation>
    </message>
    <message>
      <source>Transform %s (%s)</source>
      <translation>Trasforma %s (%s)</translation>
    </message>
    <message>
      <source>Transform %s to %s (%s)</source>
      <translation>Trasforma %s in %s (%s)</translation>
    </message>
    <message>
      <source>Tunnelling</source>
      <translation>Tunnel</translation>
    </message>
    <message>
      <source>Turn up to %d workers into priests</source>
      <translation>Trasforma fino a %d lavoratori in sacerdoti</translation>
    </message>
    <message>
      <source>Upgrade %s to %s</source>
      <translation>Migliora %s: %s</translation>
    </message>
    <message>
      <source>Upgrade the %s dwelling on %s to a trading house</source>
      <translation>Migliora in emporio l'abitazione %s in %s</translation>
    </message>
    <message>
      <source>Use %d spades</source>
      <translation>Usa %d vanghe</translation>
    </message>
    <message>
      <source>Use 1 spade</source>
      <translation>Usa 1 vanga</translation>
    </message>
    <message>
      <source>VP</source>
      <translation>PV</translation>
    </message>
    <message>
      <source>VP before the final scoring</source>
      <translation>PV prima del conteggio finale</translation>
    </message>
    <message>
      <source>Witches' Ride</source>
      <translation>Cavalcata delle Streghe</translation>
    </message>
    <message>
      <source>You do not hold it: put it back</source>
      <translation>Non ce l'hai: rimettila nella riserva</translation>
    </message>
    <message>
      <source>You have %d VP. The score is not a move: its tooltip tells the final scoring so far.</source>
      <translation>Hai %d PV. Il punteggio non è una mossa: il suo suggerimento mostra il punteggio finale fin qui.</translation>
    </message>
    <message>
      <source>You have %d: set the number…</source>
      <translation>Ne hai %d: imposta il numero…</translation>
    </message>
    <message>
      <source>You have %s. A counter is not a move: to convert, click the power bowls; to correct it, right-click it.</source>
      <translation>Hai %s. Un segnalino non è una mossa: per convertire, fai clic sulle ciotole del potere; per correggerlo, clic destro su di esso.</translation>
    </message>
    <message>
      <source>You hold it</source>
      <translation>Ce l'hai già</translation>
    </message>
    <message>
      <source>You hold it: take it</source>
      <translation>Ce l'hai: prendila</translation>
    </message>
    <message>
      <source>You hold one less: put it back</source>
      <translation>Ne hai una in meno: rimettila nella riserva</translation>
    </message>
    <message>
      <source>You hold one more: take it</source>
      <translation>Ne hai una in più: prendila</translation>
    </message>
    <message>
      <source>You scored %d VP. The score is not a move: the final scoring is below the round tiles.</source>
      <translation>Hai totalizzato %d PV. Il punteggio non è una mossa: il conteggio finale è sotto le tessere turno.</translation>
    </message>
    <message>
      <source>You: %d</source>
      <translation>Tu: %d</translation>
    </message>
    <message>
      <source>Your bonus tile is really…</source>
      <translation>La tua tessera bonus è in realtà…</translation>
    </message>
    <message>
      <source>Your bonus tile: %s</source>
      <translation type="vanished">La tua tessera bonus: %s</translation>
    </message>
    <message>
      <source>Your buildings (drag onto the map)</source>
      <translation>I tuoi edifici (trascinali sulla mappa)</translation>
    </message>
    <message>
      <source>Your decision</source>
      <translation>Tocca a te decidere</translation>
    </message>
    <message>
      <source>Your faction is not chosen yet: the tiles are corrected once it is.</source>
      <translation>La tua fazione non è ancora scelta: le tessere si correggono dopo averla scelta.</translation>
    </message>
    <message>
      <source>Your faction is not drawn yet</source>
      <translation>La tua fazione non è ancora stata estratta</translation>
    </message>
    <message>
      <source>Your favour and town tiles</source>
      <translation>Le tue tessere favore e città</translation>
    </message>
    <message>
      <source>Your pawn on %s is really on…</source>
      <translation type="vanished">La tua pedina su %s è in realtà su…</translation>
    </message>
    <message>
      <source>Your pawn on the %s is really on…</source>
      <translation>La tua pedina sul %s è in realtà su…</translation>
    </message>
    <message>
      <source>Your score. Right-click to correct it</source>
      <translation>Il tuo punteggio. Clic destro per correggerlo</translation>
    </message>
    <message>
      <source>action: 1 cult step</source>
      <translation>azione: 1 passo su un culto</translation>
    </message>
    <message>
      <source>at the top</source>
      <translation>al massimo</translation>
    </message>
    <message>
      <source>available</source>
      <translation>disponibile</translation>
    </message>
    <message>
      <source>blocked (proposed)</source>
      <translation>bloccata (proposta)</translation>
    </message>
    <message>
      <source>blocked this round</source>
      <translation>bloccata nel turno</translation>
    </message>
    <message>
      <source>bonus tile spade</source>
      <translation>vanga della tessera bonus</translation>
    </message>
    <message>
      <source>bridge</source>
      <translation>ponte</translation>
    </message>
    <message>
      <source>bridges</source>
      <translation>ponti</translation>
    </message>
    <message>
      <source>carpet flight</source>
      <translation>tappeto volante</translation>
    </message>
    <message>
      <source>coin</source>
      <translation>moneta</translation>
    </message>
    <message>
      <source>coins</source>
      <translation>monete</translation>
    </message>
    <message>
      <source>each spade</source>
      <translation>ogni vanga</translation>
    </message>
    <message>
      <source>each town</source>
      <translation>ogni città</translation>
    </message>
    <message>
      <source>end the game: final scoring</source>
      <translation>finisci la partita: conteggio finale</translation>
    </message>
    <message>
      <source>end your round</source>
      <translation>chiudi il tuo turno</translation>
    </message>
    <message>
      <source>end: each %d %s → %s</source>
      <translation type="vanished">a fine turno: ogni %d %s → %s</translation>
    </message>
    <message>
      <source>end: each %d on the %s → %s</source>
      <translation type="vanished">a fine turno: ogni %d sul %s → %s</translation>
    </message>
    <message>
      <source>end: each %d steps on the %s → %s</source>
      <translation>a fine turno: ogni %d passi sul %s → %s</translation>
    </message>
    <message>
      <source>end: each step on the %s → %s</source>
      <translation>a fine turno: ogni passo sul %s → %s</translation>
    </message>
    <message>
      <source>favour tile</source>
      <translation>tessera favore</translation>
    </message>
    <message>
      <source>favour tiles</source>
      <translation>tessere favore</translation>
    </message>
    <message>
      <source>favour tiles %s</source>
      <translation type="vanished">tessere favore %s</translation>
    </message>
    <message>
      <source>favour tiles: %s</source>
      <translation type="vanished">tessere favore: %s</translation>
    </message>
    <message>
      <source>free</source>
      <translation>gratis</translation>
    </message>
    <message>
      <source>income %s</source>
      <translation>rendita %s</translation>
    </message>
    <message>
      <source>key</source>
      <translation>chiave</translation>
    </message>
    <message>
      <source>keys</source>
      <translation>chiavi</translation>
    </message>
    <message>
      <source>largest area</source>
      <translation type="vanished">area più grande</translation>
    </message>
    <message>
      <source>next: %s</source>
      <translation>prossimo: %s</translation>
    </message>
    <message>
      <source>no shipping</source>
      <translation>niente navigazione</translation>
    </message>
    <message>
      <source>none</source>
      <translation>nessuna</translation>
    </message>
    <message>
      <source>none yet</source>
      <translation>ancora nessuna</translation>
    </message>
    <message>
      <source>not chosen yet</source>
      <translation>non ancora scelti</translation>
    </message>
    <message>
      <source>not drawn yet</source>
      <translation>non ancora estratta</translation>
    </message>
    <message>
      <source>not taken</source>
      <translation>non presa</translation>
    </message>
    <message>
      <source>now click a lit hex</source>
      <translation>ora clicca su un esagono illuminato</translation>
    </message>
    <message>
      <source>on the map: %d</source>
      <translation>sulla mappa: %d</translation>
    </message>
    <message>
      <source>opponents: %s</source>
      <translation>avversari: %s</translation>
    </message>
    <message>
      <source>passing: VP by trading houses</source>
      <translation>passando: PV per gli empori</translation>
    </message>
    <message>
      <source>placed in this game</source>
      <translation>piazzata in questa partita</translation>
    </message>
    <message>
      <source>placed this round</source>
      <translation>piazzata in questo turno</translation>
    </message>
    <message>
      <source>power</source>
      <translation>potere</translation>
    </message>
    <message>
      <source>power action 5</source>
      <translation>azione potere 5</translation>
    </message>
    <message>
      <source>power action 6</source>
      <translation>azione potere 6</translation>
    </message>
    <message>
      <source>priest</source>
      <translation>sacerdote</translation>
    </message>
    <message>
      <source>priests</source>
      <translation>sacerdoti</translation>
    </message>
    <message>
      <source>reach %d</source>
      <translation>portata %d</translation>
    </message>
    <message>
      <source>reach %d; %s more; +%d VP</source>
      <translation>portata %d; %s in più; +%d PV</translation>
    </message>
    <message>
      <source>reach %d; %s; +%d VP</source>
      <translation>portata %d; %s; +%d PV</translation>
    </message>
    <message>
      <source>resources</source>
      <translation type="vanished">risorse</translation>
    </message>
    <message>
      <source>space %d</source>
      <translation>casella %d</translation>
    </message>
    <message>
      <source>space %d (in place of the %s pawn)</source>
      <translation>casella %d (al posto della pedina %s)</translation>
    </message>
    <message>
      <source>spade</source>
      <translation>vanga</translation>
    </message>
    <message>
      <source>spade: %s</source>
      <translation>vanga: %s</translation>
    </message>
    <message>
      <source>spade: %s; +%d VP</source>
      <translation>vanga: %s; +%d PV</translation>
    </message>
    <message>
      <source>spades</source>
      <translation>vanghe</translation>
    </message>
    <message>
      <source>spades paid with priests</source>
      <translation>vanghe pagate con sacerdoti</translation>
    </message>
    <message>
      <source>spades paid with workers</source>
      <translation>vanghe pagate con lavoratori</translation>
    </message>
    <message>
      <source>spades you hold</source>
      <translation>vanghe ottenute</translation>
    </message>
    <message>
      <source>stronghold/sanctuary</source>
      <translation type="vanished">fortezza/santuario</translation>
    </message>
    <message>
      <source>stronghold: 2 free spades</source>
      <translation>fortezza: 2 vanghe gratis</translation>
    </message>
    <message>
      <source>taken this round</source>
      <translation>presa nel turno</translation>
    </message>
    <message>
      <source>town tiles %s</source>
      <translation type="vanished">tessere città %s</translation>
    </message>
    <message>
      <source>town tiles: %s</source>
      <translation type="vanished">tessere città: %s</translation>
    </message>
    <message>
      <source>towns need %d power</source>
      <translation>le città richiedono %d di potere</translation>
    </message>
    <message>
      <source>towns: %s</source>
      <translation>città: %s</translation>
    </message>
    <message>
      <source>tunnelling</source>
      <translation>tunnel</translation>
    </message>
    <message>
      <source>upgraded in this game</source>
      <translation>migliorata in questa partita</translation>
    </message>
    <message>
      <source>upgraded this round</source>
      <translation>migliorata in questo turno</translation>
    </message>
    <message>
      <source>what you had left</source>
      <translation type="vanished">ciò che ti è rimasto</translation>
    </message>
    <message>
      <source>worker</source>
      <translation>lavoratore</translation>
    </message>
    <message>
      <source>worker to priest</source>
      <translation>lavoratore in sacerdote</translation>
    </message>
    <message>
      <source>workers</source>
      <translation>lavoratori</translation>
    </message>
    <message>
      <source>workers to priests</source>
      <translation>lavoratori in sacerdoti</translation>
    </message>
    <message>
      <source>you: %d on the track</source>
      <translation type="vanished">tu: %d sul tracciato</translation>
    </message>
    <message>
      <source>you: %d, %s</source>
      <translation>tu: %d, %s</translation>
    </message>
    <message>
      <source>you: %d, %s (tied)</source>
      <translation>tu: %d, %s (pari)</translation>
    </message>
    <message>
      <source>you: %d, place %d</source>
      <translation type="vanished">tu: %d, %d° posto</translation>
    </message>
    <message>
      <source>you: %d, place %d (tied)</source>
      <translation type="vanished">tu: %d, %d° posto (pari)</translation>
    </message>
    <message>
      <source>your choice now: click to choose its tile</source>
      <translation>scegli ora: clicca per sceglierne la tessera</translation>
    </message>
    <message>
      <source>your largest area: %d</source>
      <translation type="vanished">la tua area più grande: %d</translation>
    </message>
    <message>
      <source>yours</source>
      <translation>di tua proprietà</translation>
    </message>
  </context>
</TS>
