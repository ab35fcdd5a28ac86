"""Which file is at a name: a save follows a link to the game, a batch of new files does not."""

from __future__ import annotations

import os

from hjerter_cli.store.newfiles import NewFiles, which_file


def test_a_link_followed_or_not(tmp_path):
    game = tmp_path / "friday.toml"
    game.write_text("x", encoding="utf-8")
    link = tmp_path / "link.toml"
    link.symlink_to(game)
    assert which_file(link) == which_file(game) != which_file(link, follow=False)
    assert which_file(tmp_path / "none.toml") is None and which_file(tmp_path / "none.toml", follow=False) is None


def test_undo_leaves_a_link_another_program_put_at_the_name(tmp_path):
    place = tmp_path / "friday.toml"
    batch = NewFiles([place])
    batch.write(0, b"x")
    place.symlink_to(batch.temps[0])  # the very file written, but by a link that is not this batch's
    batch.undo()
    assert os.path.islink(place) and not os.path.exists(batch.temps[0])
