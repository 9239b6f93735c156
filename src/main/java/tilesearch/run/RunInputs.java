package tilesearch.run;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.security.DigestInputStream;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.BitSet;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.IntStream;
import org.apache.commons.io.input.ObservableInputStream;
import tilesearch.input.Input;
import tilesearch.input.InputFilter;
import tilesearch.input.InputWrapper;
import tilesearch.input.JobSources;
import tilesearch.input.SkipRule;

/**
 * Every input of a run, in the order the walk found them and the reader reads them, held in the heap, with each
 * file's SHA-256 once it is known: digested from the bytes the reader reads ({@link #digesting()}), or by
 * {@link #hashMissing()}, which reads the file itself.
 *
 * <p>Memory: an {@link Input} per file (its name, path, size and time) and 32 bytes of hash; see
 * {@code docs/long-runs.md} for the measured bytes per file.
 *
 * <p>Thread-safety: the inputs are fixed once walked, and any thread may iterate them; the hashes are put and
 * read under this object's lock, since the reader puts them from its own thread.
 */
final class RunInputs implements Iterable<Input> {

    /** The bytes of a SHA-256. */
    private static final int SHA256_BYTES = 32;
    /** The bytes read at a time while hashing: large reads cost few system calls on a big file. */
    private static final int HASH_BUFFER_BYTES = 1 << 16;

    private final List<Input> inputs;
    /** Each input's SHA-256 in turn, one array for every file: an array per file would take half as much again. */
    private final byte[] hashes;
    /** The inputs whose hash is in {@link #hashes}. */
    private final BitSet hashed = new BitSet();
    /** Inputs that could not be read to hash them: their size is unknown then. */
    private final BitSet unreadable = new BitSet();
    /** Where the reader is: the inputs before it were opened already. */
    private int readerAt;

    private RunInputs(List<Input> inputs) {
        this.inputs = inputs;
        this.hashes = new byte[inputs.size() * SHA256_BYTES];
    }

    /**
     * Walks {@code paths}, leaving out what {@code skip} names and the files of walked folders that {@code filter}
     * does not read.
     *
     * @throws NoSuchFileException when a path named does not exist
     */
    static RunInputs walk(List<String> paths, SkipRule skip, InputFilter filter) throws NoSuchFileException {
        return new RunInputs(JobSources.walk(paths, skip, filter));
    }

    @Override
    public Iterator<Input> iterator() {
        return inputs.iterator();
    }

    /** The names of the inputs, each mapped to itself: the input's own string, for a copy of the name to find. */
    Map<String, String> names() {
        Map<String, String> names = new HashMap<>(inputs.size() * 4 / 3 + 1);
        for (Input input : inputs) {
            names.put(input.name(), input.name());
        }
        return names;
    }

    /**
     * The fingerprint of the last input of each name (a name given twice names one file), or {@code null} for a
     * name no input has: its name is the input's own string, so that what is made from it holds that string rather
     * than a copy.
     */
    Function<String, InputFingerprint> lastNamed() {
        Map<String, Integer> index = new HashMap<>(inputs.size() * 4 / 3 + 1);
        for (int i = 0; i < inputs.size(); i++) {
            index.put(inputs.get(i).name(), i);
        }
        return name -> {
            Integer at = index.get(name);
            return at == null ? null : fingerprint(at);
        };
    }

    /**
     * Wraps each file the reader opens in a stream that digests its bytes, and keeps the hash once the stream has
     * reached the file's end; a file the reader leaves part way (a binary file, a stopped run) keeps none, for
     * {@link #hashMissing()}.
     */
    InputWrapper digesting() {
        return (input, in) -> {
            int index = indexOf(input);
            if (index < 0) {
                return in;
            }
            DigestInputStream digesting = new DigestInputStream(in, newDigest());
            return new ObservableInputStream(digesting, new ObservableInputStream.Observer() {
                private boolean ended;

                @Override
                public void finished() {
                    ended = true;
                }

                @Override
                public void closed() {
                    if (ended) {
                        put(index, digesting.getMessageDigest().digest());
                    }
                }
            });
        };
    }

    /**
     * The index of {@code input}, one of these: the reader opens them in order, so the search starts where the last
     * one was found.
     */
    private synchronized int indexOf(Input input) {
        for (int i = 0; i < inputs.size(); i++) {
            int at = (readerAt + i) % inputs.size();
            if (inputs.get(at) == input) {
                readerAt = at + 1;
                return at;
            }
        }
        return -1;
    }

    private synchronized void put(int index, byte[] sha256) {
        System.arraycopy(sha256, 0, hashes, index * SHA256_BYTES, SHA256_BYTES);
        hashed.set(index);
    }

    private synchronized void putUnreadable(int index) {
        unreadable.set(index);
    }

    /** Hashes every readable file that has no hash yet, reading it; one that cannot be read is marked so. */
    void hashMissing() {
        // One digest and one read buffer for every file: a buffer per file took 640 MB of garbage on a folder of
        // 10,000 small files, which the heap grew for.
        MessageDigest digest = newDigest();
        byte[] buffer = new byte[HASH_BUFFER_BYTES];
        for (int i = 0; i < inputs.size(); i++) {
            Input input = inputs.get(i);
            if (isHashed(i) || input.listingFailure() != null || InputFingerprint.sizeOf(input) < 0) {
                continue;
            }
            try (InputStream in = Files.newInputStream(input.path())) {
                for (int read = in.read(buffer); read > 0; read = in.read(buffer)) {
                    digest.update(buffer, 0, read);
                }
            } catch (IOException e) {
                digest.reset();
                putUnreadable(i);
                continue;
            }
            put(i, digest.digest());
        }
    }

    /** A SHA-256 digest: every Java platform has one. */
    private static MessageDigest newDigest() {
        try {
            return MessageDigest.getInstance("SHA-256");
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException("every Java platform has SHA-256", e);
        }
    }

    private synchronized boolean isHashed(int index) {
        return hashed.get(index) || unreadable.get(index);
    }

    /** The fingerprint of input {@code index} as the record keeps it, with its hash if it has one yet. */
    synchronized InputFingerprint fingerprint(int index) {
        byte[] sha256 = null;
        if (hashed.get(index)) {
            sha256 = new byte[SHA256_BYTES];
            System.arraycopy(hashes, index * SHA256_BYTES, sha256, 0, SHA256_BYTES);
        }
        return InputFingerprint.recorded(inputs.get(index), sha256, unreadable.get(index));
    }

    /** The fingerprints of the inputs but the folders that could not be listed, in order, as the record has them. */
    Iterable<InputFingerprint> fingerprints() {
        // Made one at a time as the record is written: a list of them all would hold every hash twice.
        return () -> IntStream.range(0, inputs.size()).filter(index -> inputs.get(index).listingFailure() == null)
                .mapToObj(this::fingerprint).iterator();
    }
}
