package tilesearch.replay;

/**
 * The colours of 2048, as 0xRRGGBB: those of Gabriele Cirulli's original game for the empty cell and the tiles
 * 2 to 2048, and its dark "super tile" colour for everything larger, so a board reads at a glance as a player
 * knows it. Shared by the terminal replay and the report's SVG grids.
 */
public final class TileColors {

    /** The board's frame, seen between the cells. */
    public static final int FRAME = 0xbbada0;

    /** Backgrounds by exponent: index 0 is the empty cell, index e the tile 2^e up to 2048. */
    private static final int[] BACKGROUNDS = {0xcdc1b4, 0xeee4da, 0xede0c8, 0xf2b179, 0xf59563, 0xf67c5f, 0xf65e3b,
        0xedcf72, 0xedcc61, 0xedc850, 0xedc53f, 0xedc22e};
    /** The original's background for every tile past 2048. */
    private static final int SUPER_TILE = 0x3c3a32;
    /** Text on the light tiles 2 and 4. */
    private static final int DARK_TEXT = 0x776e65;
    /** Text on every other tile. */
    private static final int LIGHT_TEXT = 0xf9f6f2;

    private TileColors() {
    }

    /** The background of the cell holding the tile 2^{@code exponent}; {@code 0} for an empty cell. */
    public static int background(int exponent) {
        return exponent < BACKGROUNDS.length ? BACKGROUNDS[exponent] : SUPER_TILE;
    }

    /** The colour of the number written on the tile 2^{@code exponent}. */
    public static int text(int exponent) {
        return exponent <= 2 ? DARK_TEXT : LIGHT_TEXT;
    }

    /** {@code #rrggbb}, as CSS and SVG spell a colour. */
    public static String css(int rgb) {
        return String.format("#%06x", rgb);
    }
}
