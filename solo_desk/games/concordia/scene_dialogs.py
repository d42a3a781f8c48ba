"""Small dialogs of the Concordia board for the cards whose choices are open-ended:
the Architect (which colonists go where, which houses to build), the Mercator
(what to sell and buy) and the Colonist (the money, or any number of new
colonists in the capital and the cities with the player's houses). Each offers only legal choices and checks the whole move
with the rules before OK is enabled; the scene turns the result into one action."""
from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QGridLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from solo_desk.core.errors import SoloDeskError
from solo_desk.games.concordia import moves, rules
from solo_desk.games.concordia.content import card_type_name, content, good_word, italian_a
from solo_desk.games.concordia.state import (
    GOODS, Architect, ColonistCard, ColonistMove, ConcordiaState, Mercator, Placement,
)
from solo_desk.ui.i18n import language, message, tr


def good_name(good: str) -> str:
    return message(f"concordia.good.{good}")


def counted_good(good: str, count: int) -> str:
    """The good's name agreeing with ``count`` ("1 brick", "2 bricks"; "1 mattone", "2 mattoni")."""
    return message(good_word(good, count)["key"])


def in_city(name: str) -> str:
    """ "in Aleria": a city (or cities) after the window's preposition; the Italian "a" takes its
    euphonic d before an "a" ("ad Aleria", "a Ostia", "a Roma")."""
    text = tr("in %s") % name
    return italian_a(name) if text == "a " + name else text


def route_label(state: ConcordiaState, route_id: str) -> str:
    the_map = rules.game_map(state)
    a, b = the_map.route_ends(route_id)
    return f"{the_map.city(a).name} – {the_map.city(b).name}"


def place_label(state: ConcordiaState, where: str) -> str:
    the_map = rules.game_map(state)
    return the_map.city(where).name if the_map.has_city(where) else route_label(state, where)


def at_place(state: ConcordiaState, what: str, where: str) -> str:
    """ "land colonist in Aleria" / "land colonist on Cosa – Roma" (a city or a route)."""
    if rules.game_map(state).has_city(where):
        return f"{what} {in_city(rules.game_map(state).city(where).name)}"
    return tr("%s on %s") % (what, route_label(state, where))


def kind_label(kind: str) -> str:
    return tr("land colonist") if kind == "land" else tr("sea colonist")


def goods_count_text(goods: tuple[str, ...], every: tuple[str, ...] = (), sep: str = " + ") -> str:
    """Goods counted, each kind once ("3 food + 3 tools"); ``every``: these kinds said even at 0."""
    kinds = list(dict.fromkeys(tuple(every) + tuple(goods)))
    return sep.join(counted_good_n(g, goods.count(g)) for g in kinds)


def counted_good_n(good: str, count: int) -> str:
    """ "3 food", "1 tool", "0 tools" (the window's language)."""
    return message("concordia.word.n_goods", {"n": count, "good": good_word(good, count)})


def price_text(goods: tuple[str, ...], money: int) -> str:
    parts = [good_name(g) for g in goods]
    if money:
        parts.append(tr("1 sestertius") if money == 1 else tr("%d sestertii") % money)
    return " + ".join(parts) if parts else tr("free")


def try_move(state: ConcordiaState, move) -> str | None:
    """None when the rules accept the move, else the reason in the window's language."""
    try:
        rules.apply_player_move(state, move)
    except SoloDeskError as exc:
        return exc.message(language())
    return None


class MoveDialog(QDialog):
    """A dialog that builds one move: the rules' verdict shown as it changes, OK only for a legal move."""

    def add_verdict(self, layout: QVBoxLayout) -> None:
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet("color: #a00000")
        layout.addWidget(self.error)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout.addWidget(self.buttons)

    def set_title(self, card: str, title: str) -> None:
        """The dialog's title; a Diplomat played says so ("Diplomat copying Mercator: …")."""
        if content().card_type_of(card).action == "diplomat":
            title = tr("%s copying %s") % (message(f"concordia.card.{card_type_name(card)}"), title)
        self.setWindowTitle(title)

    def show_verdict(self, problem: str | None) -> None:
        self.error.setText(problem or "")
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(problem is None)


class ArchitectDialog(MoveDialog):
    """Move colonists (within the steps the Architect gives), then build houses."""

    def __init__(self, state: ConcordiaState, card: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.card = card
        self.map = rules.game_map(state)
        self.colonists = state.player.colonists
        self.steps = len(self.colonists)
        self.paths: dict[int, tuple[str, ...]] = {}
        self.builds: list[str] = []
        self.set_title(card, tr("Architect: move colonists, then build"))
        layout = QVBoxLayout(self)
        self.steps_label = QLabel()
        layout.addWidget(self.steps_label)
        grid = QGridLayout()
        self.combos: list[QComboBox] = []
        for index, colonist in enumerate(self.colonists):
            grid.addWidget(QLabel(at_place(state, kind_label(colonist.kind), colonist.at)), index, 0)
            combo = QComboBox()
            combo.currentIndexChanged.connect(lambda _i, n=index: self._combo_changed(n))
            grid.addWidget(combo, index, 1)
            self.combos.append(combo)
        layout.addLayout(grid)
        layout.addWidget(QLabel(tr("Build houses (next to your colonists):")))
        self.build_list = QListWidget()
        self.build_list.itemChanged.connect(self._build_changed)
        layout.addWidget(self.build_list)
        self.add_verdict(layout)
        self._updating = False
        self._refresh()

    # -- what the player can choose ----------------------------------------------
    def steps_left(self) -> int:
        return self.steps - sum(len(p) for p in self.paths.values())

    def final_positions(self) -> list[str]:
        return [self.paths[i][-1] if self.paths.get(i) else c.at for i, c in enumerate(self.colonists)]

    def destinations(self, index: int) -> dict[str, tuple[str, ...]]:
        """Routes colonist ``index`` may end on, with a shortest path, within the steps left."""
        colonist = self.colonists[index]
        budget = self.steps_left() + len(self.paths.get(index, ()))
        others = {p for i, p in enumerate(self.final_positions()) if i != index and self.map.has_route(p)}
        reach = moves.reachable_routes(self.state, colonist.kind, colonist.at, budget)
        return {r: p for r, p in reach.items() if r not in others}

    def buildable(self) -> list[str]:
        ends = {e for p in self.final_positions() if self.map.has_route(p) for e in self.map.route_ends(p)}
        player = self.state.player
        return sorted((c for c in ends if c in self.state.city_goods and c not in player.houses),
                      key=lambda c: self.map.city(c).name)

    # -- choosing (also the API the tests use) -------------------------------------
    def set_move(self, index: int, route: str | None) -> None:
        if route is None:
            self.paths.pop(index, None)
        else:
            path = self.destinations(index).get(route)
            if path is None:
                raise ValueError(route)
            self.paths[index] = path
        # a colonist that now stays where another one was going to stop sends that one back: its
        # box shows "stays", and the moves, steps and houses agree with it
        while True:
            ends = self.final_positions()
            clash = next((i for i, p in self.paths.items() if p and i != index and p[-1] in ends[:i] + ends[i + 1:]), None)
            if clash is None:
                break
            self.paths.pop(clash)
        self.builds = [c for c in self.builds if c in self.buildable()]
        self._refresh()

    def set_build(self, city: str, on: bool) -> None:
        if on and city not in self.builds:
            self.builds.append(city)
        elif not on and city in self.builds:
            self.builds.remove(city)
        self._refresh()

    def action(self) -> Architect:
        """The moves in an order the rules accept: a colonist stopping where another one stands
        moves after that one has left (a colonist may pass an occupied route, not stop on it)."""
        to_move = {i: p for i, p in self.paths.items() if p}
        ordered: list[ColonistMove] = []
        while to_move:
            free = [i for i, p in sorted(to_move.items())
                    if not any(self.colonists[j].at == p[-1] for j in to_move if j != i)]
            first = free[0] if free else min(to_move)  # a swap: no order works, the rules say why
            ordered.append(ColonistMove(colonist=first, path=to_move.pop(first)))
        return Architect(card=self.card, moves=tuple(ordered), build=tuple(self.builds))

    def problem(self) -> str | None:
        return try_move(self.state, self.action())

    # -- widgets ---------------------------------------------------------------------
    def _combo_changed(self, index: int) -> None:
        if self._updating:
            return
        self.set_move(index, self.combos[index].currentData())

    def _build_changed(self, item: QListWidgetItem) -> None:
        if self._updating:
            return
        self.set_build(item.data(Qt.ItemDataRole.UserRole), item.checkState() == Qt.CheckState.Checked)

    def _refresh(self) -> None:
        self._updating = True
        self.steps_label.setText(tr("Steps: %d of %d left (one per colonist on the board)") % (self.steps_left(), self.steps))
        for index, combo in enumerate(self.combos):
            combo.clear()
            combo.addItem(tr("stays"), None)
            for route, path in sorted(self.destinations(index).items(), key=lambda rp: (len(rp[1]), route_label(self.state, rp[0]))):
                combo.addItem((tr("%s (1 step)") % route_label(self.state, route) if len(path) == 1
                               else tr("%s (%d steps)") % (route_label(self.state, route), len(path))), route)
            current = self.paths.get(index)
            combo.setCurrentIndex(max(0, combo.findData(current[-1])) if current else 0)
        self.build_list.clear()
        for city in self.buildable():
            goods, money = self._price(city)
            item = QListWidgetItem(f"{self.map.city(city).name} ({good_name(self.state.city_goods[city] or '')}): "
                                   f"{price_text(goods, money)}")
            item.setData(Qt.ItemDataRole.UserRole, city)
            item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if city in self.builds else Qt.CheckState.Unchecked)
            self.build_list.addItem(item)
        problem = self.problem()
        self.show_verdict(problem)
        self._updating = False

    def _price(self, city: str) -> tuple[tuple[str, ...], int]:
        return rules.house_price(self.state, city)


class MercatorDialog(MoveDialog):
    """Sell and buy goods of at most two types at the storehouse prices."""

    def __init__(self, state: ConcordiaState, card: str, money_gain: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.card = card
        self.money_gain = money_gain
        self.trade: dict[str, int] = {}
        self.set_title(card, tr("Mercator: +%d sestertii, then trade up to two kinds of goods") % money_gain)
        layout = QVBoxLayout(self)
        grid = QGridLayout()
        player = state.player
        capacity = content().rules.storehouse_capacity
        self.spins: dict[str, QSpinBox] = {}
        for row, good in enumerate(GOODS):
            grid.addWidget(QLabel(tr("%s (%d sestertii each, you have %d)") % (good_name(good), rules.value(good), player.goods[good])), row, 0)
            spin = QSpinBox()
            spin.setRange(-player.goods[good], capacity)
            spin.setPrefix("")
            spin.valueChanged.connect(lambda n, g=good: self.set_trade(g, n))
            grid.addWidget(spin, row, 1)
            self.spins[good] = spin
        layout.addWidget(QLabel(tr("Negative: sell; positive: buy.")))
        layout.addLayout(grid)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.add_verdict(layout)
        self._refresh()

    def set_trade(self, good: str, count: int) -> None:
        if count:
            self.trade[good] = count
        else:
            self.trade.pop(good, None)
        self._refresh()

    def action(self) -> Mercator:
        return Mercator(card=self.card, trade=dict(self.trade))  # type: ignore[arg-type]

    def _refresh(self) -> None:
        player = self.state.player
        money = player.money + self.money_gain - sum(n * rules.value(g) for g, n in self.trade.items())  # type: ignore[arg-type]
        used = player.store_used() + sum(self.trade.values())
        self.summary.setText(tr("Sestertii after the trade: %d · storehouse: %d of %d") % (
            money, used, content().rules.storehouse_capacity))
        problem = try_move(self.state, self.action())
        self.show_verdict(problem)


class ColonistDialog(MoveDialog):
    """The Colonist card: either the money (5 + 1 per colonist on the board), or
    new colonists, as many as the player stores and can pay (1 food + 1 tools
    each), in the capital and in the cities where the player has a house."""

    def __init__(self, state: ConcordiaState, card: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.state = state
        self.card = card
        self.take_money = False
        self.counts: dict[tuple[str, str], int] = {}
        player = state.player
        the_map = rules.game_map(state)
        self.cities = (the_map.capital,) + tuple(sorted(player.houses, key=lambda c: the_map.city(c).name))
        self.set_title(card, tr("Colonist: new colonists, or money"))
        layout = QVBoxLayout(self)
        money = content().rules.colonist_card_money + len(player.colonists)
        self.money_button = QRadioButton(tr("Take %d sestertii (5 + 1 per colonist on the board)") % money)
        self.place_button = QRadioButton(tr("Place new colonists (1 food + 1 tools each):"))
        group = QButtonGroup(self)
        group.addButton(self.money_button)
        group.addButton(self.place_button)
        self.place_button.setChecked(True)
        self.money_button.toggled.connect(self.set_take_money)
        layout.addWidget(self.money_button)
        layout.addWidget(self.place_button)
        grid = QGridLayout()
        grid.addWidget(QLabel(tr("land colonist")), 0, 1)
        grid.addWidget(QLabel(tr("sea colonist")), 0, 2)
        self.spins: dict[tuple[str, str], QSpinBox] = {}
        for row, city in enumerate(self.cities, start=1):
            label = the_map.city(city).name + (" (" + tr("capital") + ")" if city == the_map.capital else "")
            grid.addWidget(QLabel(label), row, 0)
            for col, kind in enumerate(("land", "sea"), start=1):
                spin = QSpinBox()
                spin.setRange(0, player.store_colonists[kind])  # type: ignore[index]
                spin.valueChanged.connect(lambda n, c=city, k=kind: self.set_count(c, k, n))
                grid.addWidget(spin, row, col)
                self.spins[(city, kind)] = spin
        layout.addLayout(grid)
        self.summary = QLabel()
        layout.addWidget(self.summary)
        self.add_verdict(layout)
        self._refresh()

    # -- choosing (also the API the tests use) -------------------------------------
    def set_take_money(self, on: bool) -> None:
        self.take_money = on
        for spin in self.spins.values():
            spin.setEnabled(not on)
        self._refresh()

    def set_count(self, city: str, kind: str, count: int) -> None:
        if count:
            self.counts[(city, kind)] = count
        else:
            self.counts.pop((city, kind), None)
        self._refresh()

    def action(self) -> ColonistCard:
        if self.take_money:
            return ColonistCard(card=self.card, take_money=True)
        place = tuple(Placement(kind=kind, city=city)  # type: ignore[arg-type]
                      for city in self.cities for kind in ("land", "sea") for _ in range(self.counts.get((city, kind), 0)))
        return ColonistCard(card=self.card, place=place)

    def problem(self) -> str | None:
        action = self.action()
        if not action.take_money and not action.place:
            return tr("Choose the money or at least one new colonist")
        n = len(action.place)
        cost = self.cost(n)
        have = self.state.player.goods
        if n > 1 and any(have[g] < cost.count(g) for g in set(cost)):  # the rules speak of one colonist
            return tr("%d new colonists cost %s: you have %s") % (
                n, goods_count_text(cost), goods_count_text(tuple(g for g in dict.fromkeys(cost) for _ in range(have[g])),
                                                            every=tuple(dict.fromkeys(cost)), sep=", "))
        return try_move(self.state, action)

    @staticmethod
    def cost(n: int) -> tuple[str, ...]:
        return tuple(g for _ in range(n) for g in content().rules.colonist_cost)

    def _refresh(self) -> None:
        n = 0 if self.take_money else sum(self.counts.values())
        self.summary.setText(tr("New colonists: %d · cost: %s") % (n, goods_count_text(self.cost(n)) or tr("free")))
        problem = self.problem()
        self.show_verdict(problem)
