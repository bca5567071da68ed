"""Rendering results for people, kept apart from the rules."""
