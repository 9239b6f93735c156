package tilesearch.replay;

import java.util.List;
import tilesearch.board.Board;
import tilesearch.board.Tiles;

/**
 * A replay for a terminal: boards in the colours of 2048 (ANSI 256-colour escapes), as many side by side as
 * the width allows, each under its caption ({@code start}, {@code after L (2 of 7)}). A tile made by a merge in
 * that move is bold and marked with {@value #MARK}, since colour alone does not say which tiles merged.
 *
 * <p>Every cell has the width of the longest number in the whole replay, so the boards line up and a tile keeps
 * its place from board to board. A board too wide for the terminal in decimals is drawn with each tile's
 * exponent instead ({@code 11} for 2048) in narrower cells, so that a 20×20 board fits in 80 columns; a board
 * wider than the terminal even so still gets a band of its own. Lines stay a column short of the width, where
 * many terminals would wrap.
 */
public final class AnsiReplay {

    /** Written after a tile that the move made by merging. */
    public static final String MARK = "*";
    /** Spaces between two boards of a band. */
    private static final int GAP = 2;
    private static final String RESET = "\u001b[0m";
    /** The six levels of each channel in the xterm 256-colour cube (colours 16 to 231). */
    private static final int[] CUBE = {0, 95, 135, 175, 215, 255};

    private AnsiReplay() {
    }

    /** The replay laid out for a terminal {@code width} columns wide, each line ending in a newline. */
    public static String render(Replay replay, int width) {
        List<Board> boards = replay.boards();
        int size = boards.get(0).size();
        int room = width - 1;
        int maxExponent = boards.stream().mapToInt(Board::maxExponent).max().orElseThrow();
        int decimalDigits = Tiles.decimal(maxExponent).length();
        boolean exponents = size * (decimalDigits + 2) > room;
        int digits = exponents ? Integer.toString(maxExponent).length() : decimalDigits;
        int cellWidth = exponents ? digits + 1 : digits + 2;
        int columnWidth = size * cellWidth;
        for (int b = 0; b < boards.size(); b++) {
            columnWidth = Math.max(columnWidth, replay.caption(b).length());
        }
        int perBand = Math.max(1, (room + GAP) / (columnWidth + GAP));
        StringBuilder text = new StringBuilder();
        for (int first = 0; first < boards.size(); first += perBand) {
            int last = Math.min(boards.size(), first + perBand);
            if (first > 0) {
                text.append('\n');
            }
            StringBuilder line = new StringBuilder();
            for (int b = first; b < last; b++) {
                line.append(pad(replay.caption(b), b + 1 < last ? columnWidth + GAP : 0));
            }
            text.append(line.toString().stripTrailing()).append('\n');
            for (int row = 0; row < size; row++) {
                for (int b = first; b < last; b++) {
                    for (int column = 0; column < size; column++) {
                        int exponent = boards.get(b).exponentAt(row, column);
                        boolean merged = replay.merged(b, row, column);
                        colour(text, exponent, merged);
                        if (exponents) {
                            exponentCell(text, exponent, merged, digits);
                        } else {
                            decimalCell(text, exponent, merged, digits);
                        }
                    }
                    text.append(RESET);
                    if (b + 1 < last) {
                        text.append(" ".repeat(columnWidth - size * cellWidth + GAP));
                    }
                }
                text.append('\n');
            }
        }
        text.append('\n').append(MARK).append(" a tile made by merging in that move\n");
        if (exponents) {
            text.append("Numbers are exponents: 11 is 2048.\n");
        }
        return text.toString();
    }

    /** The colours of the cell that holds 2^{@code exponent}, bold when {@code merged}. */
    private static void colour(StringBuilder text, int exponent, boolean merged) {
        text.append("\u001b[48;5;").append(xterm256(TileColors.background(exponent)))
                .append(";38;5;").append(xterm256(TileColors.text(exponent)))
                .append(merged ? ";1m" : ";22m");
    }

    /** The tile's number centred in {@code digits} columns, a space before it and the mark or a space after it. */
    private static void decimalCell(StringBuilder text, int exponent, boolean merged, int digits) {
        String number = exponent == 0 ? "" : Tiles.decimal(exponent);
        int left = (digits - number.length()) / 2;
        text.append(" ".repeat(1 + left)).append(number).append(merged ? MARK : " ")
                .append(" ".repeat(digits - number.length() - left));
    }

    /** The tile's exponent right-aligned in {@code digits} columns, the mark or a space after it. */
    private static void exponentCell(StringBuilder text, int exponent, boolean merged, int digits) {
        String number = exponent == 0 ? "" : Integer.toString(exponent);
        text.append(" ".repeat(digits - number.length())).append(number).append(merged ? MARK : " ");
    }

    private static String pad(String text, int width) {
        return text.length() >= width ? text : text + " ".repeat(width - text.length());
    }

    /** The xterm 256-colour index nearest to {@code rgb}, from the 6×6×6 cube or the 24 greys. */
    static int xterm256(int rgb) {
        int red = rgb >> 16 & 0xff;
        int green = rgb >> 8 & 0xff;
        int blue = rgb & 0xff;
        int r = nearestLevel(red);
        int g = nearestLevel(green);
        int b = nearestLevel(blue);
        int cube = 16 + 36 * r + 6 * g + b;
        long cubeDistance = distance(red, green, blue, CUBE[r], CUBE[g], CUBE[b]);
        int grey = Math.max(0, Math.min(23, Math.round(((red + green + blue) / 3f - 8) / 10f)));
        int level = 8 + 10 * grey;
        return distance(red, green, blue, level, level, level) < cubeDistance ? 232 + grey : cube;
    }

    private static int nearestLevel(int channel) {
        int best = 0;
        for (int i = 1; i < CUBE.length; i++) {
            if (Math.abs(CUBE[i] - channel) < Math.abs(CUBE[best] - channel)) {
                best = i;
            }
        }
        return best;
    }

    private static long distance(int r1, int g1, int b1, int r2, int g2, int b2) {
        return (long) (r1 - r2) * (r1 - r2) + (long) (g1 - g2) * (g1 - g2) + (long) (b1 - b2) * (b1 - b2);
    }
}
