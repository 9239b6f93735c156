package tilesearch.search;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * Judges children by the axis pairing bound ({@link Bounds#axisPairingReaches}) without making them:
 * {@link #judgeAxis} judges both children of an axis in one pass over the parent. Deep in the search most
 * children are cut here, and only the others are made. A judge belongs to one worker and is used by one thread
 * at a time: its buffers, sized for one board side, are reused for every node. Tested against making each child
 * and bounding it.
 *
 * <p>How the pass reads the board: eight lines at a time, one byte lane per line, in a {@code long}
 * (SIMD within a register). A vertical axis reads the board's rows as they are stored, since a row holds one
 * cell of each column; a horizontal axis first transposes the board into {@link #transposed}. Per lane the pass
 * keeps the line's open tile (the one that may still merge) and its tile count so far, which is all a move
 * needs to know where each tile lands. Branching on each cell, as a move does, costs more than the pass itself
 * on random boards, where whether a cell is empty or merges is unpredictable; the pass never branches on a
 * cell, and the words that hold a tile counting for the bound are logged and read after it.
 */
final class ChildJudge {

    /**
     * Bit of a child's outcome in the search: the child was judged and may still reach the target (a bit
     * {@code Moves} leaves free).
     */
    static final int REACHES = 4;

    /** Bits of {@link #judgeAxis}'s answer: the move towards the near wall (UP or LEFT) changes the board. */
    static final int NEAR_CHANGED = 1;
    /** The near move's child may still reach the target. */
    static final int NEAR_REACHES = 2;
    /** The move towards the far wall (DOWN or RIGHT) changes the board. */
    static final int FAR_CHANGED = 4;
    /** The far move's child may still reach the target. */
    static final int FAR_REACHES = 8;
    /**
     * The near move's child reaches nothing by its own moves along the judged axis: after either of them, free
     * pairing of equal tiles cannot bring a tile to the target in the moves left (the half of its axis pairing
     * bound for that axis fails). Set only when the judge counted the child's tiles.
     */
    static final int NEAR_ALONG_CUT = 16;
    /** The near move's child reaches nothing by its own moves along the other axis (as {@link #NEAR_ALONG_CUT}). */
    static final int NEAR_ACROSS_CUT = 32;
    /** The far move's child reaches nothing by its own moves along the judged axis. */
    static final int FAR_ALONG_CUT = 64;
    /** The far move's child reaches nothing by its own moves along the other axis. */
    static final int FAR_ACROSS_CUT = 128;
    /** A far bit of {@link #judgeAxis}'s answer is the matching near bit shifted left by this much. */
    static final int FAR_SHIFT = 2;

    /** Reads eight cells as one {@code long}, the first cell in the lowest byte, from any offset. */
    private static final VarHandle EIGHT_CELLS = MethodHandles.byteArrayViewVarHandle(long[].class,
            ByteOrder.LITTLE_ENDIAN);
    /** The high bit of every byte lane: lane flags are kept there. */
    private static final long HIGH = 0x8080808080808080L;
    /** The low seven bits of every lane. Exponents never exceed 127 (see {@code Tiles.MAX_INPUT_EXPONENT}). */
    private static final long LOW = 0x7F7F7F7F7F7F7F7FL;
    /** One in every lane. */
    private static final long ONES = 0x0101010101010101L;
    /** Lane tile counts are kept in bytes: fold them into {@link #lineTiles} before this many rows. */
    private static final int LANE_COUNT_LIMIT = 255;

    private final int size;
    /** Longs of lanes that cover the {@code size} lines: one per eight lines. */
    private final int words;
    /** Per word, the byte lanes that are lines (all but the last word's spare lanes). */
    private final long[] usedLanes;
    /** The board transposed for a horizontal axis: row {@code c} holds column {@code c}, in rows of 8 × words
     *  bytes, with spare rows up to a multiple of eight. */
    private final byte[] transposed;
    /** Per word, during the pass: each line's open tile and its tiles so far. */
    private final long[] open;
    private final long[] laneTiles;
    /** The pass's log of words with noteworthy lanes, one entry per word of a chunk of rows at most: the
     *  noteworthy and the merging lanes, the lanes' tile counts before them and the word's offset in the lines
     *  (its cells are read again from there). */
    private final long[] logNoteworthy;
    private final long[] logMerging;
    private final long[] logCounts;
    private final int[] logOffset;
    /** The near child's noted tiles, line {@code l}'s at {@code [l * size, l * size + noteCount[l])}, each as
     *  {@code position << 8 | exponent}, in order of position. */
    private final int[] notes;
    private final int[] noteCount;
    /** Each line's tile count after the move. */
    private final int[] lineTiles;
    /** Per position across the lines, in the near and the far child: the last noted tile there that may still
     *  pair (0 for none), and its line. */
    private final int[] openAcross;
    private final int[] openLine;
    private final int[] openAcrossFar;
    private final int[] openLineFar;
    /** Tile counts by exponent, from the judged base up, for the pairing relaxation. */
    private final int[] along;
    private final int[] across;
    private final int[] acrossFar;

    /** Flags of the last {@link #pass}, besides what it leaves in the buffers. */
    private boolean anyMerge;
    private boolean reachedTarget;
    /** Whether some line holds a run of three or more counted tiles, which the two moves pair differently. */
    private boolean oddRuns;
    /** The sum of the last pass's noted tiles above the base, in units of a tile of the base. */
    private long notedMass;
    /** The last pass's noted tiles of the base itself. */
    private int notedBaseTiles;

    /** A judge for boards of side {@code size}, for children with at most {@code maxAfter} moves left. */
    ChildJudge(int size, int maxAfter) {
        this.size = size;
        this.words = (size + 7) >>> 3;
        this.usedLanes = new long[words];
        for (int word = 0; word < words; word++) {
            int lanes = Math.min(8, size - 8 * word);
            usedLanes[word] = lanes == 8 ? -1L : (1L << (8 * lanes)) - 1;
        }
        this.transposed = new byte[8 * words * 8 * words];
        this.open = new long[words];
        this.laneTiles = new long[words];
        int logSize = Math.min(size, LANE_COUNT_LIMIT) * words;
        this.logNoteworthy = new long[logSize];
        this.logMerging = new long[logSize];
        this.logCounts = new long[logSize];
        this.logOffset = new int[logSize];
        this.notes = new int[size * size];
        this.noteCount = new int[size];
        this.lineTiles = new int[size];
        this.openAcross = new int[size];
        this.openLine = new int[size];
        this.openAcrossFar = new int[size];
        this.openLineFar = new int[size];
        this.along = new int[maxAfter + 2];
        this.across = new int[maxAfter + 2];
        this.acrossFar = new int[maxAfter + 2];
    }

    /**
     * Judges both children of one axis (UP and DOWN, or LEFT and RIGHT) with {@code 1 <= after <= maxAfter}
     * moves left in them, without making either: a child "reaches" when it holds a tile of {@code target} or
     * more, or its {@link Bounds#axisPairingReaches axis pairing bound} allows one.
     *
     * <p>Why this is cheaper than making the children and bounding them: only tiles of {@code target - after}
     * or more count for the bound, and deep in the search they are a small part of the board. The pass notes
     * where the near move would put them, and the bound then reads just those notes. Each line comes out of the
     * move packed against the wall, so along a line two noted tiles are neighbours exactly when their positions
     * are; across the lines, the tile counts of the lines say which cells between two noted tiles are empty.
     *
     * <p>Why one pass usually serves both moves: along a line, with empty cells removed, a run of {@code L} equal
     * tiles becomes {@code L / 2} merged tiles and, when {@code L} is odd, one tile left over. Towards the near
     * wall the merged tiles come first, towards the far wall the left-over tile does; runs of one or two tiles
     * come out the same either way. So unless a line holds a run of three or more tiles that count for the
     * bound, the far child's counted tiles are the near child's, at the mirrored positions. When a line does, a
     * second pass plays the far move itself.
     *
     * <p>The bound is the better of two halves, one per axis of the child's own next move, and each half bounds
     * the child's children along its axis on its own (see {@link Bounds#axesReaching}). So the answer also
     * says which halves failed ({@link #NEAR_ALONG_CUT} and the like): the search skips those axes of the child
     * without judging them again.
     *
     * @param cells the parent, {@code size * size} exponents, row-major
     * @return {@link #NEAR_CHANGED}, {@link #NEAR_REACHES}, {@link #FAR_CHANGED} and {@link #FAR_REACHES} bits,
     *     and the cut bits of each child whose tiles were counted; a move that changes nothing never reaches
     */
    int judgeAxis(byte[] cells, boolean horizontal, int after, int target) {
        // Tiles below base cannot reach the target even by doubling on every move; they only break runs.
        // Exponents stay below 128, so a base above 128 notes as little as 128 does.
        int base = Math.min(128, Math.max(1, target - after));
        byte[] lines = cells;
        int stride = size;
        if (horizontal) {
            transpose(cells);
            lines = transposed;
            stride = 8 * words;
        }
        pass(lines, stride, true, base, target);
        boolean nearChanged = anyMerge;
        boolean farChanged = anyMerge;
        if (!anyMerge) {
            // A move that merges nothing changes a line only if its tiles are not yet packed against the wall.
            int gaps = gaps(lines, stride);
            nearChanged = (gaps & NEAR_CHANGED) != 0;
            farChanged = (gaps & FAR_CHANGED) != 0;
        }
        int answer = (nearChanged ? NEAR_CHANGED : 0) | (farChanged ? FAR_CHANGED : 0);
        if (answer == 0) {
            return 0;
        }
        if (reachedTarget) {
            return answer | (nearChanged ? NEAR_REACHES : 0) | (farChanged ? FAR_REACHES : 0);
        }
        if (!oddRuns) {
            return answer | notedReachOrMass(nearChanged, farChanged, base, target, after);
        }
        if (nearChanged) {
            answer |= notedReachOrMass(true, false, base, target, after);
        }
        if (farChanged) {
            // Played from the far wall, the far move's notes are what the near move's are in the first pass.
            pass(lines, stride, false, base, target);
            answer |= notedReachOrMass(true, false, base, target, after) << FAR_SHIFT;
        }
        return answer;
    }

    /**
     * {@link #notedReach}, or its answer without counting when the noted tiles add up to less than the target.
     * Pairing keeps the sum, so then no tile of the target can come of them along or across the lines, which is
     * where both halves' relaxations fail first (see {@link Bounds#relaxedStepsReach}): the same answer, without
     * the count along and across the lines. On a deep board about a third of the counts end there.
     */
    private int notedReachOrMass(boolean near, boolean far, int base, int target, int after) {
        // The first relaxed step's sum from the slot above the base up: pairs of base tiles join it there.
        long mass = target - base >= after ? notedMass + (notedBaseTiles & ~1) : notedMass + notedBaseTiles;
        if (mass < 1L << (target - base)) {
            return (near ? NEAR_ALONG_CUT | NEAR_ACROSS_CUT : 0)
                    | (far ? (NEAR_ALONG_CUT | NEAR_ACROSS_CUT) << FAR_SHIFT : 0);
        }
        return notedReach(near, far, base, target, after);
    }

    /**
     * Plays the move towards the near wall ({@code fromNear}) or the far wall on every line at once, as
     * {@code Moves.slideLine} does, without writing the child: fills {@link #notes} (positions counted from the
     * wall the tiles move to) and {@link #lineTiles}, and sets {@link #anyMerge}, {@link #reachedTarget} and
     * {@link #oddRuns}. Line {@code l} is byte lane {@code l % 8} of word {@code l / 8}, and its cells are
     * {@code lines[row * stride + l]}, the near wall at row 0.
     *
     * <p>Per lane, with a tile {@code e} (0 for an empty cell) and the open tile {@code o}: the lane is nonempty
     * when {@code e + 0x7F} sets the lane's high bit, and merges when it is nonempty and {@code (e ^ o) + 0x7F}
     * leaves that bit clear. No lane carries into the next, since every lane holds at most 127.
     *
     * <p>The loop over the cells neither branches nor calls: the words of a row with a noteworthy lane are
     * logged as they go by (every word is written, and the log advances past the noteworthy ones), and the log
     * is read after each chunk of rows (see {@link #readLog}). Branching there on each word cost more than the
     * rest of the pass, since which words hold a counted tile is unpredictable.
     */
    private void pass(byte[] lines, int stride, boolean fromNear, int base, int target) {
        long atLeastBase = (0x80 - base) * ONES;          // e + this sets the high bit when e >= base
        long atLeastBelowBase = (0x81 - base) * ONES;     // ... when e >= base - 1
        for (int word = 0; word < words; word++) {
            open[word] = 0;
            laneTiles[word] = 0;
        }
        for (int line = 0; line < size; line++) {
            noteCount[line] = 0;
            lineTiles[line] = 0;
        }
        long merges = 0;
        reachedTarget = false;
        oddRuns = false;
        notedMass = 0;
        notedBaseTiles = 0;
        int rowStep = fromNear ? stride : -stride;
        long[] logNoteworthy = this.logNoteworthy;
        long[] logMerging = this.logMerging;
        long[] logCounts = this.logCounts;
        int[] logOffset = this.logOffset;
        for (int chunk = 0; chunk < size; chunk += LANE_COUNT_LIMIT) {
            int rows = Math.min(size, chunk + LANE_COUNT_LIMIT);
            int logged = 0;
            // Word by word, each down the rows of the chunk: a word's open tiles and tile counts stay in
            // registers, and a line's logged words still come in order of position, which is all readLog needs.
            for (int word = 0; word < words; word++) {
                long openTiles = open[word];
                long counts = laneTiles[word];
                long used = usedLanes[word];
                int offset = (fromNear ? chunk : size - 1 - chunk) * stride + 8 * word;
                for (int row = chunk; row < rows; row++, offset += rowStep) {
                    long tiles = eightCells(lines, offset) & used;
                    long nonempty = (tiles + LOW) & HIGH;
                    long merging = ~((tiles ^ openTiles) + LOW) & nonempty;
                    // Noteworthy: a tile of base or more that stays, or a merge of two of base - 1 or more.
                    long noteworthy = ((tiles + atLeastBase) & HIGH & ~merging)
                            | ((tiles + atLeastBelowBase) & merging);
                    logNoteworthy[logged] = noteworthy;
                    logMerging[logged] = merging;
                    logCounts[logged] = counts;
                    logOffset[logged] = offset;
                    logged += (int) ((noteworthy | -noteworthy) >>> 63);
                    openTiles = (openTiles & ~lanes(nonempty)) | (tiles & ~lanes(merging));
                    counts += (nonempty & ~merging) >>> 7;
                    merges |= merging;
                }
                open[word] = openTiles;
                laneTiles[word] = counts;
            }
            readLog(logged, lines, stride, fromNear, base, target);
            foldLaneTiles();
        }
        anyMerge = merges != 0;
    }

    /**
     * Turns the words {@link #pass} logged into notes. A line where two counted tiles merged is checked for a
     * run of three: when its next tile equals the two, the far move may pair the run differently (see
     * {@link #judgeAxis}). That next tile is read from the board, since it is logged only when it counts.
     */
    private void readLog(int logged, byte[] lines, int stride, boolean fromNear, int base, int target) {
        for (int entry = 0; entry < logged; entry++) {
            long lanes = logNoteworthy[entry];
            long merging = logMerging[entry];
            long counts = logCounts[entry];
            int offset = logOffset[entry];
            // A row starts at a multiple of the stride, so the offset within it is the word's first line.
            int firstLine = offset % stride;
            long tiles = eightCells(lines, offset) & usedLanes[firstLine >>> 3];
            do {
                int bit = Long.numberOfTrailingZeros(lanes);
                lanes &= lanes - 1;
                int shift = bit & ~7;
                int line = firstLine + (shift >>> 3);
                int exponent = (int) (tiles >>> shift) & 0xFF;
                int position = lineTiles[line] + ((int) (counts >>> shift) & 0xFF);
                int first = line * size;
                if ((merging >>> bit & 1) != 0) {
                    reachedTarget |= exponent + 1 >= target;
                    if (exponent >= base) {
                        notes[first + noteCount[line] - 1]++;   // the last note is the tile this merge grows
                        notedMass += exponent == base ? 2 : 1L << (exponent - base);
                        notedBaseTiles -= exponent == base ? 1 : 0;
                    } else {
                        notes[first + noteCount[line]++] = ((position - 1) << 8) | (exponent + 1);
                        notedBaseTiles++;
                    }
                    if (fromNear && !oddRuns) {
                        oddRuns = nextTile(lines, offset - firstLine + stride + line, stride, size * stride) == exponent;
                    }
                } else {
                    reachedTarget |= exponent >= target;
                    notes[first + noteCount[line]++] = (position << 8) | exponent;
                    notedMass += exponent == base ? 0 : 1L << (exponent - base);
                    notedBaseTiles += exponent == base ? 1 : 0;
                }
            } while (lanes != 0);
        }
    }

    /** The first tile at or after {@code cell}, stepping by {@code step} while before {@code end}; 0 for none. */
    private static int nextTile(byte[] lines, int cell, int step, int end) {
        for (; cell < end; cell += step) {
            if (lines[cell] != 0) {
                return lines[cell];
            }
        }
        return 0;
    }

    /** Adds the byte lane tile counts into {@link #lineTiles} and clears them. */
    private void foldLaneTiles() {
        for (int word = 0; word < words; word++) {
            long counts = laneTiles[word];
            for (int line = 8 * word, end = Math.min(size, line + 8); line < end; line++, counts >>>= 8) {
                lineTiles[line] += (int) counts & 0xFF;
            }
            laneTiles[word] = 0;
        }
    }

    /**
     * For a move that merges nothing: whether some line has a tile after an empty cell ({@link #NEAR_CHANGED},
     * the near move changes it) or an empty cell after a tile ({@link #FAR_CHANGED}).
     */
    private int gaps(byte[] lines, int stride) {
        long nearGaps = 0;
        long farGaps = 0;
        for (int word = 0; word < words; word++) {
            long seenEmpty = 0;
            long seenTile = 0;
            for (int row = 0, offset = 8 * word; row < size; row++, offset += stride) {
                long nonempty = (eightCells(lines, offset) & usedLanes[word]) + LOW & HIGH;
                long empty = ~nonempty & usedLanes[word] & HIGH;
                nearGaps |= nonempty & seenEmpty;
                farGaps |= empty & seenTile;
                seenEmpty |= empty;
                seenTile |= nonempty;
            }
        }
        return (nearGaps != 0 ? NEAR_CHANGED : 0) | (farGaps != 0 ? FAR_CHANGED : 0);
    }

    /**
     * Writes the transpose of {@code cells} into {@link #transposed}, eight by eight cells at a time: each
     * block's eight rows are eight longs, transposed by swapping ever larger sub-blocks between them (Hacker's
     * Delight, 7-3). Cells outside the board read as empty or are masked by {@link #usedLanes}.
     */
    private void transpose(byte[] cells) {
        int rowBytes = 8 * words;
        for (int blockRow = 0; blockRow < size; blockRow += 8) {
            int from = blockRow * size;
            for (int blockColumn = 0; blockColumn < size; blockColumn += 8) {
                // Rows past the board start past the end of the array, so they read as empty.
                int at = from + blockColumn;
                long r0 = eightCells(cells, at);
                long r1 = eightCells(cells, at + size);
                long r2 = eightCells(cells, at + 2 * size);
                long r3 = eightCells(cells, at + 3 * size);
                long r4 = eightCells(cells, at + 4 * size);
                long r5 = eightCells(cells, at + 5 * size);
                long r6 = eightCells(cells, at + 6 * size);
                long r7 = eightCells(cells, at + 7 * size);
                long t;
                // Swap single cells between rows 2k and 2k + 1.
                t = ((r0 >>> 8) ^ r1) & 0x00FF00FF00FF00FFL; r1 ^= t; r0 ^= t << 8;
                t = ((r2 >>> 8) ^ r3) & 0x00FF00FF00FF00FFL; r3 ^= t; r2 ^= t << 8;
                t = ((r4 >>> 8) ^ r5) & 0x00FF00FF00FF00FFL; r5 ^= t; r4 ^= t << 8;
                t = ((r6 >>> 8) ^ r7) & 0x00FF00FF00FF00FFL; r7 ^= t; r6 ^= t << 8;
                // Swap pairs of cells between rows k and k + 2.
                t = ((r0 >>> 16) ^ r2) & 0x0000FFFF0000FFFFL; r2 ^= t; r0 ^= t << 16;
                t = ((r1 >>> 16) ^ r3) & 0x0000FFFF0000FFFFL; r3 ^= t; r1 ^= t << 16;
                t = ((r4 >>> 16) ^ r6) & 0x0000FFFF0000FFFFL; r6 ^= t; r4 ^= t << 16;
                t = ((r5 >>> 16) ^ r7) & 0x0000FFFF0000FFFFL; r7 ^= t; r5 ^= t << 16;
                // Swap fours of cells between rows k and k + 4.
                t = ((r0 >>> 32) ^ r4) & 0x00000000FFFFFFFFL; r4 ^= t; r0 ^= t << 32;
                t = ((r1 >>> 32) ^ r5) & 0x00000000FFFFFFFFL; r5 ^= t; r1 ^= t << 32;
                t = ((r2 >>> 32) ^ r6) & 0x00000000FFFFFFFFL; r6 ^= t; r2 ^= t << 32;
                t = ((r3 >>> 32) ^ r7) & 0x00000000FFFFFFFFL; r7 ^= t; r3 ^= t << 32;
                // Columns past the board land in spare rows of the transpose, which the pass never reads.
                int out = blockColumn * rowBytes + blockRow;
                EIGHT_CELLS.set(transposed, out, r0);
                EIGHT_CELLS.set(transposed, out + rowBytes, r1);
                EIGHT_CELLS.set(transposed, out + 2 * rowBytes, r2);
                EIGHT_CELLS.set(transposed, out + 3 * rowBytes, r3);
                EIGHT_CELLS.set(transposed, out + 4 * rowBytes, r4);
                EIGHT_CELLS.set(transposed, out + 5 * rowBytes, r5);
                EIGHT_CELLS.set(transposed, out + 6 * rowBytes, r6);
                EIGHT_CELLS.set(transposed, out + 7 * rowBytes, r7);
            }
        }
    }

    /** The eight cells from {@code offset}, those past the end of the array as empty. */
    private static long eightCells(byte[] cells, int offset) {
        if (offset + 8 <= cells.length) {
            return (long) EIGHT_CELLS.get(cells, offset);
        }
        long eight = 0;
        for (int i = offset; i < cells.length; i++) {
            eight |= (cells[i] & 0xFFL) << (8 * (i - offset));
        }
        return eight;
    }

    /** Widens lane flags in the high bits to whole lanes. */
    private static long lanes(long high) {
        return (high >>> 7) * 0xFF;
    }

    /**
     * The bound half of {@link #judgeAxis}, on the noted tiles: counts them with their pairs along and across
     * the lines, as {@link Bounds#axisPairingReaches} does, then relaxes the rest. The far child's tiles are the
     * near child's at mirrored positions, so both have the same neighbours along the lines and one count serves
     * both; across the lines they line up differently.
     *
     * @return {@link #NEAR_REACHES}, {@link #NEAR_ALONG_CUT} and {@link #NEAR_ACROSS_CUT} (when {@code near} asks
     *     for them) and the far bits (when {@code far} does)
     */
    private int notedReach(boolean near, boolean far, int base, int target, int after) {
        int top = target - base;
        for (int position = 0; position < size; position++) {
            openAcross[position] = 0;
            openAcrossFar[position] = 0;
        }
        for (int slot = 0; slot <= top + 1; slot++) {
            along[slot] = 0;
            across[slot] = 0;
            acrossFar[slot] = 0;
        }
        for (int line = 0; line < size; line++) {
            int openAlong = 0;
            int openPosition = -2;
            int last = lineTiles[line] - 1;
            for (int note = line * size, end = note + noteCount[line]; note < end; note++) {
                int position = notes[note] >>> 8;
                int exponent = notes[note] & 0xFF;
                int slot = exponent - base;
                // A line's notes run in order of position: neighbours differ by one.
                if (exponent == openAlong && position == openPosition + 1) {
                    pair(along, slot);
                    openAlong = 0;
                } else {
                    along[slot]++;
                    openAlong = exponent;
                }
                openPosition = position;
                if (near) {
                    countAcross(across, openAcross, openLine, line, position, exponent, slot);
                }
                if (far) {
                    countAcross(acrossFar, openAcrossFar, openLineFar, line, last - position, exponent, slot);
                }
            }
        }
        boolean alongReaches = Bounds.relaxedStepsReach(along, 0, top, after - 1);
        int answer = 0;
        if (near) {
            answer |= halvesReach(alongReaches, Bounds.relaxedStepsReach(across, 0, top, after - 1));
        }
        if (far) {
            answer |= halvesReach(alongReaches, Bounds.relaxedStepsReach(acrossFar, 0, top, after - 1)) << FAR_SHIFT;
        }
        return answer;
    }

    /** A child's near bits from the two halves of its axis pairing bound. */
    private static int halvesReach(boolean alongReaches, boolean acrossReaches) {
        return (alongReaches || acrossReaches ? NEAR_REACHES : 0) | (alongReaches ? 0 : NEAR_ALONG_CUT)
                | (acrossReaches ? 0 : NEAR_ACROSS_CUT);
    }

    /**
     * Counts a noted tile across the lines: it pairs with the last open tile at the same position when that is
     * equal and every line between is empty there.
     */
    private void countAcross(int[] counts, int[] openTiles, int[] openLines, int line, int position, int exponent,
            int slot) {
        if (exponent == openTiles[position] && emptyBetween(openLines[position], line, position)) {
            pair(counts, slot);
            openTiles[position] = 0;
        } else {
            counts[slot]++;
            openTiles[position] = exponent;
            openLines[position] = line;
        }
    }

    /** Whether every line strictly between {@code from} and {@code to} is empty at {@code position}. */
    private boolean emptyBetween(int from, int to, int position) {
        for (int line = from + 1; line < to; line++) {
            if (lineTiles[line] > position) {
                return false;
            }
        }
        return true;
    }

    /** Turns one counted tile at {@code slot} and the one just met into a tile one exponent up. */
    private static void pair(int[] counts, int slot) {
        counts[slot]--;
        counts[slot + 1]++;
    }
}
