package tilesearch.replay;

import tilesearch.board.Board;

/**
 * A replay as HTML for the report: one small SVG grid per board (the start, then the board after each move) in
 * the colours of 2048, each under its caption, in a box that wraps them to the page's width. A tile made by a
 * merge in that move has a black outline. No scripts, nothing loaded: colours come from CSS classes that
 * {@link #STYLE} defines once for the page, which keeps a 20×20 board at K = 20 (21 grids of 400 cells) to a
 * few hundred kilobytes.
 *
 * <p>Readable at any size: tiles are labelled with at most four characters (2 to 512 as they are, then
 * {@code 1k} to {@code 512k}, {@code 1M}, ... {@code 512E}, past that {@code 2^70}), so a cell is
 * {@value #CELL} pixels whatever the tiles, and a 20×20 grid is about 500 pixels wide: two or three to a row.
 */
public final class ReplaySvg {

    /** The side of a cell in CSS pixels, gap included. */
    static final int CELL = 26;
    /** The gap between two cells, and around the grid. */
    private static final int GAP = 2;
    /** Exponents past this get {@code 2^e} labels; below it, a number and a unit. */
    private static final int LAST_UNIT_EXPONENT = 69;
    private static final String UNITS = "kMGTPE";

    /** The CSS the grids need, once per page: a class per tile colour, and the merged outline. */
    public static final String STYLE = style();

    private ReplaySvg() {
    }

    /** The grids of {@code replay}, as one {@code <div class="grids">}. */
    public static String render(Replay replay) {
        StringBuilder html = new StringBuilder(4096);
        html.append("<div class=\"grids\">\n");
        for (int board = 0; board < replay.boards().size(); board++) {
            grid(html, replay, board);
        }
        return html.append("</div>\n").toString();
    }

    private static void grid(StringBuilder html, Replay replay, int index) {
        String caption = replay.caption(index);
        Board board = replay.boards().get(index);
        int size = board.size();
        int side = size * CELL + GAP;
        html.append("<figure><figcaption>").append(caption).append("</figcaption><svg class=\"grid\" width=\"")
                .append(side).append("\" height=\"").append(side).append("\" viewBox=\"0 0 ").append(side).append(' ')
                .append(side).append("\" role=\"img\"><title>").append(caption).append("</title>");
        for (int row = 0; row < size; row++) {
            for (int column = 0; column < size; column++) {
                int exponent = board.exponentAt(row, column);
                int x = column * CELL + GAP;
                int y = row * CELL + GAP;
                boolean merged = replay.merged(index, row, column);
                html.append("<rect x=\"").append(x).append("\" y=\"").append(y).append("\" class=\"e")
                        .append(Math.min(exponent, 12)).append(merged ? " m" : "").append("\"/>");
                if (exponent != 0) {
                    String label = label(exponent);
                    String classes = (exponent <= 2 ? "" : "light") + (label.length() < 4 ? "" : " narrow");
                    html.append("<text x=\"").append(x + (CELL - GAP) / 2).append("\" y=\"")
                            .append(y + (CELL - GAP) / 2).append('"')
                            .append(classes.isEmpty() ? "" : " class=\"" + classes.strip() + "\"").append('>')
                            .append(label).append("</text>");
                }
            }
        }
        html.append("</svg></figure>\n");
    }

    /** The tile 2^{@code exponent} in at most four characters: {@code 512}, {@code 2k}, {@code 16M}, {@code 2^71}. */
    static String label(int exponent) {
        if (exponent < 10) {
            return Integer.toString(1 << exponent);
        }
        if (exponent <= LAST_UNIT_EXPONENT) {
            return (1 << (exponent % 10)) + UNITS.substring(exponent / 10 - 1, exponent / 10);
        }
        return "2^" + exponent;
    }

    private static String style() {
        StringBuilder css = new StringBuilder("""
                .grids { display: flex; flex-wrap: wrap; gap: 12px; margin: 8px 0; }
                .grids figure { margin: 0; }
                .grids figcaption { font-size: 12px; color: #555; margin-bottom: 2px; }
                svg.grid text { font: bold 10px "DejaVu Sans", Arial, sans-serif; text-anchor: middle; \
                dominant-baseline: central; fill: %s; }
                svg.grid text.light { fill: %s; }
                svg.grid text.narrow { font-size: 8px; }
                svg.grid rect { width: %dpx; height: %dpx; rx: 3px; }
                svg.grid { background: %s; border-radius: 4px; }
                svg.grid rect.m { stroke: #111; stroke-width: 2.5px; }
                """.formatted(TileColors.css(TileColors.text(1)), TileColors.css(TileColors.text(3)), CELL - GAP,
                CELL - GAP, TileColors.css(TileColors.FRAME)));
        for (int exponent = 0; exponent <= 12; exponent++) {
            css.append("svg.grid .e").append(exponent).append(" { fill: ")
                    .append(TileColors.css(TileColors.background(exponent))).append("; }\n");
        }
        return css.toString();
    }
}
