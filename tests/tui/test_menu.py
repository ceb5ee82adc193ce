"""The layout of a long decision (tabletop_tui.menu): every option two number keys away."""
from tabletop_tui.menu import Group, fits, menu, number_keys


def options(*groups: str) -> list[dict]:
    return [{"id": f"o{n}", "label": f"option {n}", "rule": "", "cards": [], "group": g} for n, g in enumerate(groups)]


def test_nine_options_stay_as_they_are_whatever_their_groups():
    short = options(*"aaaaaaaab")
    assert menu(short) == short


def test_a_long_decision_folds_each_group_where_its_first_option_stood():
    long = options("", "travel", "search", "travel", "travel", "search", "", "muster", "travel", "", "travel")
    entries = menu(long)
    assert [e.name if isinstance(e, Group) else e["id"] for e in entries] == \
        ["o0", "travel", "search", "o6", "o7", "o9"], "a group of one stays an option"
    assert [o["id"] for o in entries[1].options] == ["o1", "o3", "o4", "o8", "o10"]
    assert fits(entries)


def test_too_many_lines_or_too_big_a_group_does_not_fit():
    assert not fits(menu(options(*"abcdefghij")))  # ten groups of one: ten lines
    assert not fits(menu(options(*("a" * 10))))  # one group of ten


def test_the_keys_of_each_option_follow_the_lines_and_the_groups():
    long = options("", "travel", "search", "travel", "travel", "search", "", "muster", "travel", "", "travel")
    keys = number_keys(menu(long))
    assert keys == {"o0": "1", "o1": "2 1", "o3": "2 2", "o4": "2 3", "o8": "2 4", "o10": "2 5",
                    "o2": "3 1", "o5": "3 2", "o6": "4", "o7": "5", "o9": "6"}
