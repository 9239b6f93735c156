package tilesearch.batch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class RunStopTest {

    @Test
    void until_noDeadline_stopsOnlyWhenAsked() {
        RunStop stop = RunStop.until(null);

        assertNull(stop.deadline());
        assertFalse(stop.stopRequested());
        stop.request(RunStop.Reason.SIGNAL);
        assertEquals(RunStop.Reason.SIGNAL, stop.reason());
    }

    @Test
    void until_deadlinePassed_alreadyStoppedByIt() {
        Instant past = Instant.now().minusSeconds(1);
        RunStop stop = RunStop.until(past);

        assertEquals(past, stop.deadline());
        assertEquals(RunStop.Reason.DEADLINE, stop.reason());
    }

    @Test
    void until_deadlineAhead_stopsWhenItFalls() throws InterruptedException {
        Instant soon = Instant.now().plus(Duration.ofSeconds(1));
        RunStop stop = RunStop.until(soon);

        assertEquals(soon, stop.deadline());
        assertNull(stop.reason());
        for (int tries = 0; !stop.stopRequested() && tries < 500; tries++) {
            Thread.sleep(10);
        }
        assertTrue(Instant.now().plusMillis(50).isAfter(soon), "not before the deadline");
        assertEquals(RunStop.Reason.DEADLINE, stop.reason());
    }
}
