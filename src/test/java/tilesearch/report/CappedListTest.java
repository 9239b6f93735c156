package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

class CappedListTest {

    @Test
    void build_keepsTheFirstItemsAndCountsAll() {
        CappedList.Builder<Integer> builder = new CappedList.Builder<>();
        for (int i = 1; i <= CappedList.LIMIT + 7; i++) {
            builder.add(i);
        }

        CappedList<Integer> list = builder.build();

        assertEquals(IntStream.rangeClosed(1, CappedList.LIMIT).boxed().toList(), list.items());
        assertEquals(CappedList.LIMIT + 7, list.total());
        assertEquals(7, list.more());
    }

    @Test
    void build_belowTheLimitKeepsEverything() {
        CappedList.Builder<String> builder = new CappedList.Builder<>();
        builder.add("a");

        assertEquals(new CappedList<>(List.of("a"), 1), builder.build());
        assertEquals(0, builder.build().more());
        assertTrue(new CappedList.Builder<String>().build().isEmpty());
    }
}
