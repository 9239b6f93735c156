package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import tilesearch.run.DurationText;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine.TypeConversionException;

class DurationConverterTest {

    private final DurationConverter converter = new DurationConverter();

    @ParameterizedTest
    @CsvSource({
        "250ms, PT0.25S",
        "30s, PT30S",
        "5m, PT5M",
        "1h, PT1H",
        "1h30m, PT1H30M",
        "2d, PT48H",
        "1M, PT1M",
        "' 90s ', PT1M30S"})
    void convert_numberAndUnit_givesDuration(String text, String expected) {
        assertEquals(Duration.parse(expected), converter.convert(text));
    }

    @ParameterizedTest
    @ValueSource(strings = {"30", "s", "", "1.5h", "-5s", "5 m", "5y", "m5", "10s5", "PT30S"})
    void convert_notADuration_saysHowToWriteOne(String text) {
        TypeConversionException failure = assertThrows(TypeConversionException.class,
                () -> converter.convert(text));
        assertTrue(failure.getMessage().contains("is not a duration"), failure.getMessage());
        assertTrue(failure.getMessage().contains("30s"), failure.getMessage());
    }

    @Test
    void convert_zero_isRefused() {
        TypeConversionException failure = assertThrows(TypeConversionException.class, () -> converter.convert("0s"));
        assertEquals("'0s' is zero: give a positive duration, e.g. " + DurationConverter.EXAMPLES,
                failure.getMessage());
    }

    @Test
    void convert_longerThanAYear_isRefused() {
        TypeConversionException failure = assertThrows(TypeConversionException.class,
                () -> converter.convert("999999999d"));
        assertEquals("'999999999d' is longer than a year: give at most 365d", failure.getMessage());
        assertEquals(Duration.ofDays(365), converter.convert("365d"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"250ms", "30s", "5m", "1h", "1h30m", "2d", "1s500ms"})
    void text_readsBackAsTheSameDuration(String text) {
        assertEquals(text, DurationText.of(converter.convert(text)));
    }
}
