"""Viscounts of the West Kingdom."""
