package tilesearch.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.AccessDeniedException;
import java.nio.file.NoSuchFileException;
import org.junit.jupiter.api.Test;

class FailureMessagesTest {

    @Test
    void describe_fileFaults_unixStyle() {
        assertEquals("a.csv: permission denied", FailureMessages.describe(new AccessDeniedException("a.csv")));
        assertEquals("a.csv: no such file or directory", FailureMessages.describe(new NoSuchFileException("a.csv")));
        assertEquals("Broken pipe", FailureMessages.describe(new IOException("Broken pipe")));
    }
}
