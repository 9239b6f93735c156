package tilesearch.io;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.DataInputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.Iterator;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class ExternalSortTest {

    @TempDir
    Path folder;

    /** An item with a key to sort by and the place it was added at, which a stable sort keeps among equal keys. */
    private record Item(String key, int added) {
    }

    private static final Comparator<Item> BY_KEY = Comparator.comparing(Item::key);

    private static final ExternalSort.Codec<Item> CODEC = new ExternalSort.Codec<>() {
        @Override
        public void write(Item item, DataOutputStream out) throws IOException {
            out.writeUTF(item.key());
            out.writeInt(item.added());
        }

        @Override
        public Item read(DataInputStream in) throws IOException {
            return new Item(in.readUTF(), in.readInt());
        }
    };

    /** Random items with few distinct keys, so that many compare equal, some with characters past ASCII. */
    private static List<Item> items(int count, long seed) {
        Random random = new Random(seed);
        List<Item> items = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            int length = random.nextInt(4);
            StringBuilder key = new StringBuilder();
            for (int c = 0; c < length; c++) {
                key.append("ab/-é\uD83D\uDE00".charAt(random.nextInt(7)));
            }
            items.add(new Item(key.toString(), i));
        }
        return items;
    }

    private static List<Item> sortedBy(ExternalSort<Item> sort, List<Item> items) throws IOException {
        for (Item item : items) {
            sort.add(item);
        }
        List<Item> sorted = new ArrayList<>();
        Iterator<Item> iterator = sort.sorted();
        while (iterator.hasNext()) {
            sorted.add(iterator.next());
        }
        return sorted;
    }

    @ParameterizedTest
    @ValueSource(ints = {0, 1, 5, 7, 8, 100, 3 * ExternalSort.MAX_RUNS * 7 + 3, 20_000})
    void sorted_anyCountOverChunksOfSeven_asAStableSortInMemory(int count) throws IOException {
        List<Item> items = items(count, count);
        List<Item> expected = new ArrayList<>(items);
        expected.sort(BY_KEY);

        try (ExternalSort<Item> sort = new ExternalSort<>(BY_KEY, CODEC, 7, folder)) {
            assertEquals(expected, sortedBy(sort, items));
            assertEquals(count > 7, sort.spilled());
        }
    }

    @Test
    void sorted_withinOneChunk_neverWritesAFile() throws IOException {
        try (ExternalSort<Item> sort = new ExternalSort<>(BY_KEY, CODEC, 1000)) {
            List<Item> items = items(1000, 1);
            List<Item> expected = new ArrayList<>(items);
            expected.sort(BY_KEY);
            assertEquals(expected, sortedBy(sort, items));
            assertFalse(sort.spilled());
        }
    }

    @Test
    void sorted_readToItsEnd_removesItsFile() throws IOException {
        try (ExternalSort<Item> sort = new ExternalSort<>(BY_KEY, CODEC, 10, folder)) {
            for (Item item : items(1000, 2)) {
                sort.add(item);
            }
            assertTrue(sort.spilled());
            assertEquals(1, sortFiles().size(), "one file for the runs");
            Iterator<Item> sorted = sort.sorted();
            for (int i = 0; i < 999; i++) {
                sorted.next();
            }
            assertEquals(1, sortFiles().size());
            sorted.next();
            assertFalse(sorted.hasNext());
            assertEquals(List.of(), sortFiles(), "the last item read removes the file");
        }
    }

    @Test
    void close_partWayThroughTheItems_removesItsFile() throws IOException {
        ExternalSort<Item> sort = new ExternalSort<>(BY_KEY, CODEC, 10, folder);
        for (Item item : items(1000, 3)) {
            sort.add(item);
        }
        sort.sorted().next();

        sort.close();

        assertEquals(List.of(), sortFiles());
    }

    /** The files in the sorts' folder, each a sort's file: its name starts with a dot, which a walk leaves out. */
    private List<Path> sortFiles() throws IOException {
        try (Stream<Path> listing = Files.list(folder)) {
            List<Path> files = listing.sorted().toList();
            for (Path file : files) {
                assertTrue(file.getFileName().toString().startsWith(".tilesearch-sort-"), file.toString());
            }
            return files;
        }
    }
}
