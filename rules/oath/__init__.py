"""Oath: Chronicles of Empire and Exile."""
