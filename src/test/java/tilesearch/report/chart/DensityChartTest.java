package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Random;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class DensityChartTest {

    private static final Pattern CELL = Pattern.compile("<rect [^>]*><title>([0-9,]+) boards?: ");

    @Test
    void bin_holdsItsValueBetweenItsEdges() {
        Random random = new Random(5);
        for (int i = 0; i < 100_000; i++) {
            double value = Math.pow(10, random.nextDouble() * 20 - 8);
            int bin = DensityGrid.bin(value, true);

            assertTrue(DensityGrid.lowerEdge(bin) <= value && value < DensityGrid.lowerEdge(bin + 1),
                    value + " in bin " + bin);
        }
        assertEquals(DensityGrid.NON_POSITIVE, DensityGrid.bin(0, true));
        assertEquals(4, DensityGrid.bin(4.7, false));
    }

    @Test
    void toSvg_oneBoardSize_axisOfWholeSizesWithTheColumnOverItsTick() {
        DensityGrid grid = new DensityGrid(new Axis("board size", false, NumberLabels::plain),
                new Axis("time", true, NumberLabels::millis));
        Random random = new Random(4);
        for (int i = 0; i < 5_000; i++) {
            grid.add(4, Math.exp(random.nextGaussian()));
        }

        String svg = new DensityChart("Time by size", "", grid).toSvg();

        Matcher label = Pattern.compile("text-anchor=\"middle\"[^>]*>([^<]*)</text>").matcher(svg);
        java.util.List<String> labels = new java.util.ArrayList<>();
        while (label.find()) {
            labels.add(label.group(1));
        }
        assertTrue(labels.containsAll(java.util.List.of("3", "4", "5")), labels.toString());
        assertTrue(labels.stream().noneMatch(text -> text.matches("\\d+\\.\\d+")), labels.toString());
    }

    @Test
    void toSvg_cellsCountEveryPointExactly() {
        DensityGrid grid = new DensityGrid(new Axis("nodes", true, NumberLabels::count),
                new Axis("time", true, NumberLabels::millis));
        Random random = new Random(9);
        for (int i = 0; i < 50_000; i++) {
            double nodes = Math.pow(10, random.nextDouble() * 6);
            grid.add(nodes, nodes / 1e4 * Math.exp(random.nextGaussian()));
        }
        grid.add(0, 1);

        String svg = new DensityChart("Nodes vs time", "", grid).toSvg();

        long counted = 0;
        int cells = 0;
        Matcher cell = CELL.matcher(svg);
        while (cell.find()) {
            counted += Long.parseLong(cell.group(1).replace(",", ""));
            cells++;
        }
        assertEquals(50_001, counted);
        assertTrue(cells <= DensityChart.MAX_CELLS, cells + " cells");
        assertTrue(svg.length() < 400_000, svg.length() + " characters");
    }

    @Test
    void toSvg_manyCellsAreMergedToFit() {
        DensityGrid grid = new DensityGrid(new Axis("N", false, NumberLabels::plain),
                new Axis("time", true, NumberLabels::millis));
        for (int size = 1; size <= 200; size++) {
            for (int bin = 0; bin < 100; bin++) {
                grid.add(size, Math.pow(10, bin / 16.0 + 0.01));
            }
        }

        String svg = new DensityChart("Sizes", "", grid).toSvg();

        long counted = 0;
        int cells = 0;
        Matcher cell = CELL.matcher(svg);
        while (cell.find()) {
            counted += Long.parseLong(cell.group(1).replace(",", ""));
            cells++;
        }
        assertEquals(20_000, counted);
        assertTrue(cells <= DensityChart.MAX_CELLS, cells + " cells");
    }

    @Test
    void colourOf_growsWithTheCount() {
        assertEquals(0, DensityChart.colourOf(1, 1_000_000));
        assertEquals(DensityChart.COLOURS.size() - 1, DensityChart.colourOf(1_000_000, 1_000_000));
        for (long count = 1; count < 1_000; count++) {
            assertTrue(DensityChart.colourOf(count, 1_000) <= DensityChart.colourOf(count + 1, 1_000));
        }
    }
}
