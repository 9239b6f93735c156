package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class TilesTest {

    @ParameterizedTest
    @CsvSource({"0, 0", "2, 1", "1024, 10", "1073741824, 30", "4611686018427387904, 62",
            "1267650600228229401496703205376, 100"})
    void parseExponent_powersOfTwo_roundTrip(String text, int exponent) {
        assertEquals(exponent, Tiles.parseExponent(text));
        assertEquals(text, Tiles.decimal(exponent));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', textBlock = """
            6      | '6' is not a power of two
            1      | 1 is not a tile; the smallest tile is 2
            -4     | '-4' is negative; tiles are 0 or powers of two
            abc    | 'abc' is not a number
            2.0    | '2.0' is not a number
            2535301200456458802993406410752 | '253530120045645880299340...' is larger than the largest tile accepted, 2^100
            """)
    void parseExponent_badValue_namesTheFault(String text, String message) {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Tiles.parseExponent(text));
        assertEquals(message, error.getMessage());
    }

    @ParameterizedTest
    @ValueSource(ints = {101, 102, 1000, 100_000})
    void parseExponent_powerOfTwoPastTheLargest_oneMessageHoweverLarge(int exponent) {
        String text = BigInteger.ONE.shiftLeft(exponent).toString();

        IllegalArgumentException error = assertThrows(IllegalArgumentException.class, () -> Tiles.parseExponent(text));

        assertEquals("'" + text.substring(0, 24) + "...' is larger than the largest tile accepted, 2^100",
                error.getMessage());
    }

    @Test
    void parseExponent_leadingZerosPastFortyCharacters_theValueCounts() {
        assertEquals(1, Tiles.parseExponent("0".repeat(60) + "2"));
        assertEquals(0, Tiles.parseExponent("0".repeat(60)));
    }

    @Test
    void parseExponent_controlCharacters_escapedInTheMessage() {
        IllegalArgumentException error = assertThrows(IllegalArgumentException.class,
                () -> Tiles.parseExponent("2\r4\u001b[2J"));

        assertEquals("'2\\x0d4\\x1b[2J' is not a number", error.getMessage());
    }

    @ParameterizedTest
    @CsvSource({"63, 9223372036854775808", "64, 18446744073709551616", "120, 1329227995784915872903807060280344576"})
    void decimal_pastLongRange_isExact(int exponent, String expected) {
        assertEquals(expected, Tiles.decimal(exponent));
    }
}
