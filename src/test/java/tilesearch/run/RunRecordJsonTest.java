package tilesearch.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class RunRecordJsonTest {

    @Property(tries = 5000)
    void text_anyInstant_asInstantWritesIt(@ForAll("instants") Instant instant) {
        assertEquals(instant.toString(), RunRecordJson.text(instant));
    }

    @ParameterizedTest
    @ValueSource(strings = {"1970-01-01T00:00:00Z", "1970-01-01T00:00:00.000000001Z", "2026-12-01T04:59:00.678465183Z",
        "2024-02-29T23:59:59.999Z", "2000-03-01T12:00:00.100200Z", "9999-12-31T23:59:59.999999999Z",
        "+10000-01-01T00:00:00Z", "1969-12-31T23:59:59.5Z", "-0001-06-15T08:30:00Z"})
    void text_edgesOfTheCalendarAndOfTheFraction_asInstantWritesIt(String text) {
        Instant instant = Instant.parse(text);
        assertEquals(instant.toString(), RunRecordJson.text(instant));
    }

    @Test
    void text_noInstant_null() {
        assertNull(RunRecordJson.text(null));
    }

    @Property(tries = 300)
    void toJson_anyFiles_writtenAsAMapPerFileWouldBe(@ForAll("files") List<InputFingerprint> files) {
        RunRecord record = new RunRecord(Map.of("--moves", "5"), List.of("in"), files, List.of());
        Map<String, Object> json = RunRecordJson.toJson(record);
        Map<String, Object> maps = new LinkedHashMap<>(json);
        List<Object> entries = new ArrayList<>();
        for (InputFingerprint file : files) {
            Map<String, Object> entry = new LinkedHashMap<>();
            entry.put("name", file.name());
            entry.put("size", file.size() < 0 ? null : file.size());
            entry.put("modified", file.modified() == null ? null : file.modified().toString());
            entry.put("sha256", file.sha256());
            entries.add(entry);
        }
        maps.put("files", entries);

        String written = Json.write(json);
        assertEquals(Json.write(maps), written);
        assertEquals(files, RunRecordJson.fromJson(Json.parse(written)).files());
    }

    @Provide
    Arbitrary<List<InputFingerprint>> files() {
        Arbitrary<String> names = Arbitraries.strings().withChars("ab/. \"\\\t\n\u0001\u00e9\u2003").ofMaxLength(12);
        Arbitrary<Long> sizes = Arbitraries.oneOf(Arbitraries.just(-1L), Arbitraries.longs().between(0, 1L << 40));
        Arbitrary<Instant> modified = Arbitraries.oneOf(Arbitraries.just(null), instants());
        Arbitrary<String> hashes = Arbitraries.oneOf(Arbitraries.just(null),
                Arbitraries.strings().withChars("0123456789abcdef").ofLength(64));
        return Combinators.combine(names, sizes, modified, hashes)
                .as((name, size, time, hash) -> new InputFingerprint(name, size, time, hash)).list().ofMaxSize(5);
    }

    @Provide
    Arbitrary<Instant> instants() {
        Arbitrary<Long> seconds = Arbitraries.oneOf(Arbitraries.longs().between(-100_000_000_000L, 400_000_000_000L),
                Arbitraries.longs().between(0, 4_000_000_000L));
        Arbitrary<Integer> nanos = Arbitraries.oneOf(Arbitraries.integers().between(0, 999_999_999),
                Arbitraries.integers().between(0, 999).map(milli -> milli * 1_000_000),
                Arbitraries.integers().between(0, 999_999).map(micro -> micro * 1000), Arbitraries.just(0));
        return Combinators.combine(seconds, nanos).as(Instant::ofEpochSecond);
    }
}
