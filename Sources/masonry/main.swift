// masonry: the command-line tool. Its commands live in the MasonryTool target, where the tests
// reach them; this executable only runs them.

import MasonryTool

await MasonryCommand.runCommandLine()
