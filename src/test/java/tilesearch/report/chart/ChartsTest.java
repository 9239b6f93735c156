package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class ChartsTest {

    @Test
    void barChart_escapesEveryText() {
        String svg = new BarChart("<b>title</b>", "a & b", "x <axis>", "y \"axis\"",
                List.of(new BarChart.Bar("<tile>", 3, "tip <here>"))).toSvg();

        assertFalse(svg.contains("<b>"));
        assertFalse(svg.contains("<tile>"));
        assertFalse(svg.contains("<here>"));
        assertTrue(svg.contains("&lt;b&gt;title&lt;/b&gt;"));
        assertTrue(svg.contains("a &amp; b"));
        assertTrue(svg.contains("y &quot;axis&quot;"));
    }

    @Test
    void barChart_drawsOneBarPerCategoryWithItsValue() {
        String svg = new BarChart("t", "", "x", "y",
                List.of(new BarChart.Bar("64", 3, "three"), new BarChart.Bar("128", 12, "twelve"))).toSvg();

        assertEquals(2, count(svg, "<title>three</title>") + count(svg, "<title>twelve</title>"));
        assertTrue(svg.contains(">12</text>"));
    }

    @Test
    void scatterChart_namesEverySeriesInTheLegend() {
        String svg = new ScatterChart("t", "", new Axis("x", true, NumberLabels::count),
                new Axis("y", true, NumberLabels::millis), "moves", List.of(
                        new ScatterChart.Series("K = 5", List.of(new ScatterChart.Point(10, 1, "a"))),
                        new ScatterChart.Series("K = 10", List.of(new ScatterChart.Point(1e6, 300, "b")))))
                .toSvg();

        assertTrue(svg.contains(">moves</text>"));
        assertTrue(svg.contains(">K = 5</text>"));
        assertTrue(svg.contains(">K = 10</text>"));
        assertEquals(2, count(svg, "<circle "));
    }

    @Test
    void scatterChart_saysNoDataWhenEmpty() {
        String svg = new ScatterChart("t", "", new Axis("x", true, NumberLabels::count),
                new Axis("y", false, NumberLabels::plain), "moves", List.of()).toSvg();

        assertTrue(svg.contains(">no data</text>"));
    }

    private static int count(String text, String part) {
        int count = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            count++;
        }
        return count;
    }
}
