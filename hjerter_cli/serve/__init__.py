"""The live page's room (`hjerter serve`): a page served read-only on the local network, and the
data it shows. The command line (cli/serve.py) parses the words, says where the page is and
stops it; everything between the socket and the game file is here. One module a seam:

- `server`: the HTTP server (the standard library's, threaded), any one page behind a token: what
  a page serves at one moment (the page render/live.py draws, with the script that follows it,
  and its JSON, each with its version, and the policy that lets only that script run), the
  limits and deadlines of a request, and this machine's address to serve on;
- `game`: one game's page: its documents made again when the game file changes, the last good
  sheet kept while the file cannot be read, and a finished game's code to BG Stats;
- `evening`: a club evening's page (`serve --evening`): the sitting's tables with their totals,
  who sits out and the standings, made again when the plan or a game it counts changes.

A page is any object with `documents()` and `json_name` (the name its JSON is served under):
another page (another source of data) is a module beside `game` and `evening`, and the server
serves it as it is. Nothing here holds a sentence for a person (render/ and locale/ do), and
nothing imports the command line; the HTTP server is imported only when `serve` runs.
"""
