package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class KeptBoardsTest {

    @Test
    void add_anyOrderWithGaps_containsExactlyTheBoardsAdded() {
        Random random = new Random(38);
        for (int round = 0; round < 200; round++) {
            KeptBoards kept = new KeptBoards();
            Map<String, BitSet> added = new HashMap<>();
            long count = 0;
            for (int i = 0; i < 300; i++) {
                String file = "f" + random.nextInt(4);
                // Mostly in order, as rows are written, with gaps and boards out of order.
                int board = 1 + (random.nextInt(4) == 0 ? random.nextInt(200) : i / 2);
                BitSet bits = added.computeIfAbsent(file, name -> new BitSet());
                boolean fresh = !bits.get(board);
                bits.set(board);
                count += fresh ? 1 : 0;
                assertEquals(fresh, kept.add(file, board));
            }
            assertEquals(count, kept.size());
            for (int f = 0; f < 5; f++) {
                BitSet bits = added.getOrDefault("f" + f, new BitSet());
                for (int board = 0; board < 260; board++) {
                    assertEquals(bits.get(board), kept.contains("f" + f, board), "f" + f + " board " + board);
                }
            }
        }
    }

    @Test
    void contains_gapClosed_theLaterBoardsJoinTheFirst() {
        KeptBoards kept = new KeptBoards();
        kept.add("a", 1);
        kept.add("a", 3);
        kept.add("a", 4);
        assertFalse(kept.contains("a", 2));
        kept.add("a", 2);

        assertTrue(kept.contains("a", 4));
        assertFalse(kept.contains("a", 5));
        assertFalse(kept.contains("a", 0));
        assertEquals(4, kept.size());
    }

    @Test
    void serialized_sameBoards() throws IOException, ClassNotFoundException {
        KeptBoards kept = new KeptBoards();
        kept.add("a", 1);
        kept.add("a", 5);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
            out.writeObject(kept);
        }
        KeptBoards read;
        try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
            read = (KeptBoards) in.readObject();
        }

        assertTrue(read.contains("a", 1));
        assertTrue(read.contains("a", 5));
        assertFalse(read.contains("a", 2));
        assertEquals(2, read.size());
    }
}
