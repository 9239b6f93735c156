package tilesearch.report.chart;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class NumberLabelsTest {

    @ParameterizedTest
    @CsvSource({"0, 0", "0.05, 0.05", "0.30000000000000004, 0.3", "1500, 1500", "20000, 20k", "2500000, 2.5M",
        "1000000000, 1G", "999999999, 1G"})
    void count_isShortAndExact(double value, String expected) {
        assertEquals(expected, NumberLabels.count(value));
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "9999, 9999", "60412, 60.4k", "378123, 378k", "999999, 1M", "1234567, 1.23M",
        "5000000000, 5G"})
    void brief_keepsThreeDigitsPastTenThousand(long count, String expected) {
        assertEquals(expected, NumberLabels.brief(count));
    }

    @ParameterizedTest
    @CsvSource({"0, 0", "0.001, 1 µs", "0.05, 50 µs", "1, 1 ms", "250, 250 ms", "1000, 1 s", "1500, 1.5 s",
        "100000, 100 s"})
    void millis_picksTheReadableUnit(double millis, String expected) {
        assertEquals(expected, NumberLabels.millis(millis));
    }
}
