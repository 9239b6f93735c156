package tilesearch.replay;

/**
 * A replay as plain text, for pipes, files and tests: one block per board, separated by one blank line. A block
 * is a header line, {@code start} or {@code after L (2 of 7)}, then the board's rows, values separated by single
 * spaces. So the last block's rows are the final board, in the layout of {@code tilesearch move}.
 */
public final class PlainReplay {

    private PlainReplay() {
    }

    /** The blocks, each line ending in a newline. */
    public static String render(Replay replay) {
        StringBuilder text = new StringBuilder();
        text.append("start\n").append(replay.start().toText()).append('\n');
        int moves = replay.steps().size();
        for (int i = 0; i < moves; i++) {
            Step step = replay.steps().get(i);
            text.append('\n').append(header(step, i, moves)).append('\n').append(step.after().toText()).append('\n');
        }
        return text.toString();
    }

    /** {@code after L (2 of 7)}: the header of move {@code index} (0-based) of {@code moves}. */
    static String header(Step step, int index, int moves) {
        return "after " + step.move().letter() + " (" + (index + 1) + " of " + moves + ")";
    }
}
