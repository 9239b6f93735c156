package tilesearch.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class CappedListTest {

    @Test
    void build_keepsTheFirstItemsAndCountsAll() {
        CappedList.Builder<Integer> builder = new CappedList.Builder<>(3);
        for (int i = 1; i <= 10; i++) {
            builder.add(i);
        }

        CappedList<Integer> list = builder.build();

        assertEquals(List.of(1, 2, 3), list.items());
        assertEquals(10, list.total());
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
