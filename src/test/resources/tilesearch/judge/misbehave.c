/*
 * A program that misbehaves as argv[1] says, for the judge's tests of its verdicts and its clean-up. argv[2], when
 * given, is a file that gets the pid of every process the program makes, one a line, so a test can check that
 * none is left.
 *   sleep     never answers (time limit)
 *   crash     writes to stderr, then exits with code 3 (runtime error)
 *   flood     writes numbers forever (output limit)
 *   stubborn  ignores SIGTERM, forks a child that ignores it too, and both sleep (time limit)
 *   orphan    forks a child that sleeps, then answers 0 and exits at once (wrong answer, child left running)
 *   silent    exits 0 without reading its input or writing anything (presentation error)
 */
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

static void note_pid(const char *file) {
    if (!file) return;
    FILE *pids = fopen(file, "a");
    fprintf(pids, "%d\n", (int) getpid());
    fclose(pids);
}

int main(int argc, char **argv) {
    const char *what = argc > 1 ? argv[1] : "";
    const char *file = argc > 2 ? argv[2] : NULL;
    note_pid(file);
    if (!strcmp(what, "sleep")) {
        for (;;) pause();
    } else if (!strcmp(what, "crash")) {
        fprintf(stderr, "something went wrong in the solver\n");
        return 3;
    } else if (!strcmp(what, "flood")) {
        for (;;) fputs("2048 2048 2048 2048\n", stdout);
    } else if (!strcmp(what, "stubborn")) {
        signal(SIGTERM, SIG_IGN);
        if (fork() == 0) note_pid(file);
        for (;;) pause();
    } else if (!strcmp(what, "orphan")) {
        int ready[2];
        char noted;
        if (pipe(ready) != 0) return 1;
        if (fork() == 0) {
            note_pid(file);
            close(1);
            if (write(ready[1], "x", 1) != 1) return 1;
            for (;;) pause();
        }
        /* answers once the child has noted its pid */
        if (read(ready[0], &noted, 1) != 1) return 1;
        puts("0");
        return 0;
    }
    return 0;
}
