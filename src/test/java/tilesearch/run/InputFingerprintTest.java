package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.HexFormat;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** How a fingerprint spells its hash. */
class InputFingerprintTest {

    @Test
    void hex_randomHashes_asHexFormatSpellsThem() {
        Random random = new Random(11);
        for (int i = 0; i < 1000; i++) {
            byte[] hash = new byte[i % 40];
            random.nextBytes(hash);
            assertEquals(HexFormat.of().formatHex(hash), InputFingerprint.hex(hash));
        }
    }
}
