"""A War of Whispers: five empires, four secret societies, one war of whispers."""
