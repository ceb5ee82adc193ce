"""Small helpers for the English the engines write."""


def sentence(text: str) -> str:
    """The text with its first letter in capitals, the rest as written (str.capitalize would
    lower the names in it)."""
    return text[:1].upper() + text[1:]


def count(n: int, noun: str, plural: str | None = None) -> str:
    """'1 unit', '3 units'; irregular plurals are passed in ('1 city', '2 cities')."""
    return f"{n} {noun if n == 1 else (plural or noun + 's')}"
