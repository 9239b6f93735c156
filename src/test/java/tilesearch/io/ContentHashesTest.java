package tilesearch.io;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.security.MessageDigest;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class ContentHashesTest {

    @Test
    void claim_onlyTheFirstCallerOfEachInput() {
        ContentHashes hashes = new ContentHashes(2);
        assertTrue(hashes.claim(1));
        assertFalse(hashes.claim(1));
        assertTrue(hashes.claim(0));
    }

    @Test
    void await_waitsForTheClaimantsHash() throws Exception {
        ContentHashes hashes = new ContentHashes(1);
        assertTrue(hashes.claim(0));
        byte[] hash = {1, 2, 3};
        CompletableFuture<byte[]> waiting = CompletableFuture.supplyAsync(() -> {
            try {
                return hashes.await(0);
            } catch (InterruptedException e) {
                throw new IllegalStateException(e);
            }
        });
        Thread.sleep(50);
        assertFalse(waiting.isDone());
        hashes.put(0, hash);
        assertArrayEquals(hash, waiting.get(10, TimeUnit.SECONDS));
    }

    @Test
    void await_hashThatCouldNotBeMade_null() throws InterruptedException {
        ContentHashes hashes = new ContentHashes(1);
        hashes.claim(0);
        hashes.put(0, null);
        assertNull(hashes.await(0));
    }

    @Test
    void sha256_ofARangeOfBytes_asADigestOfThemAloneAndTheDigestReset() throws Exception {
        byte[] bytes = "xx2 2\n4 4\nyy".getBytes(UTF_8);
        MessageDigest digest = ContentHashes.newDigest();
        byte[] expected = MessageDigest.getInstance("SHA-256").digest("2 2\n4 4\n".getBytes(UTF_8));
        assertArrayEquals(expected, ContentHashes.sha256(digest, bytes, 2, 10));
        assertArrayEquals(expected, ContentHashes.sha256(digest, bytes, 2, 10));
    }
}
