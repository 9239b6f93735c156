package tilesearch.run;

import java.io.Closeable;
import java.io.IOException;
import java.util.Iterator;
import tilesearch.io.Input;

/**
 * The names of a run's inputs, as rows name them, read from its inputs each time they are iterated, so that none
 * is held: an iteration closes the inputs' own when it is closed.
 */
final class WalkedInputNames implements Iterable<String> {

    private final Iterable<Input> inputs;

    WalkedInputNames(Iterable<Input> inputs) {
        this.inputs = inputs;
    }

    @Override
    public Iterator<String> iterator() {
        return new Names(inputs.iterator());
    }

    private static final class Names implements Iterator<String>, Closeable {

        private final Iterator<Input> inputs;

        Names(Iterator<Input> inputs) {
            this.inputs = inputs;
        }

        @Override
        public boolean hasNext() {
            return inputs.hasNext();
        }

        @Override
        public String next() {
            return inputs.next().name();
        }

        @Override
        public void close() throws IOException {
            if (inputs instanceof Closeable open) {
                open.close();
            }
        }
    }
}
