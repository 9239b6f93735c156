package tilesearch.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

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
    @CsvSource({"63, 9223372036854775808", "64, 18446744073709551616", "120, 1329227995784915872903807060280344576"})
    void decimal_pastLongRange_isExact(int exponent, String expected) {
        assertEquals(expected, Tiles.decimal(exponent));
    }
}
