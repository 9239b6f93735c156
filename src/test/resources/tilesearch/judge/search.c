/*
 * A solution of 2048 (Easy) and 2048 (Hard), written for the judge's tests: argv[1] is K, stdin holds N and N
 * rows, stdout gets the largest tile reachable within K moves. A DFS over the moves that change the board,
 * pruned when the largest tile doubled at every move left cannot pass the best found (PRUNE), and skipping a
 * board already searched with as many moves left (a table of hashes). Each BUG_ macro plants one of the bugs
 * solutions of these puzzles are known to have.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef long long tile;

static int n, k;
static tile best;

#define TABLE_BITS 20
static unsigned long long seen_hash[1 << TABLE_BITS];
static signed char seen_depth[1 << TABLE_BITS];

/* Whether the board was searched before at this depth or a shallower one; records it otherwise. */
static int seen(tile b[20][20], int depth) {
    unsigned long long hash = 1469598103934665603ULL;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            hash = (hash ^ (unsigned long long) b[r][c]) * 1099511628211ULL;
    unsigned slot = (unsigned) (hash >> (64 - TABLE_BITS));
    if (seen_hash[slot] == hash && seen_depth[slot] <= depth) return 1;
    seen_hash[slot] = hash;
    seen_depth[slot] = (signed char) depth;
    return 0;
}

/* Slides one line towards its first cell, given as pointers from the wall; returns whether it changed. */
static int slide(tile *line[], int length) {
    tile tiles[20], out[20];
    int count = 0, made = 0;
    for (int i = 0; i < length; i++) {
        if (*line[i]) tiles[count++] = *line[i];
    }
#ifdef BUG_MERGE_AGAIN
    /* a merged tile merges again with the next equal one */
    for (int i = 0; i < count; i++) {
        if (made > 0 && out[made - 1] == tiles[i]) out[made - 1] *= 2;
        else out[made++] = tiles[i];
    }
#else
    for (int i = 0; i < count; i++) {
        if (i + 1 < count && tiles[i] == tiles[i + 1]) { out[made++] = 2 * tiles[i]; i++; }
        else out[made++] = tiles[i];
    }
#endif
    int changed = 0;
    for (int i = 0; i < length; i++) {
        tile value = i < made ? out[i] : 0;
        if (*line[i] != value) changed = 1;
        *line[i] = value;
    }
    return changed;
}

/* 0 up, 1 down, 2 left, 3 right. */
static int move(tile b[20][20], int direction) {
    int changed = 0;
    tile *line[20];
    for (int l = 0; l < n; l++) {
        for (int i = 0; i < n; i++) {
            int j = direction == 1 || direction == 3 ? n - 1 - i : i;
            line[i] = direction < 2 ? &b[j][l] : &b[l][j];
        }
        changed |= slide(line, n);
    }
    return changed;
}

static void dfs(tile b[20][20], int depth) {
    tile largest = 0;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (b[r][c] > largest) largest = b[r][c];
#ifdef BUG_DEPTH
    int limit = k - 1;  /* one move short */
#else
    int limit = k;
#endif
#ifdef BUG_LEAF_BEST
    if (depth == limit && largest > best) best = largest;  /* only at the leaves */
#else
    if (largest > best) best = largest;
#endif
    if (depth == limit) return;
#ifdef PRUNE
#ifdef BUG_PRUNE_TIGHT
    if ((largest << (limit - depth - 1)) <= best) return;  /* one doubling too few */
#else
    if ((largest << (limit - depth)) <= best) return;
#endif
#endif
    if (seen(b, depth)) return;
    for (int d = 0; d < 4; d++) {
        tile next[20][20];
        memcpy(next, b, sizeof next);
        if (move(next, d)) dfs(next, depth + 1);
    }
}

int main(int argc, char **argv) {
    static tile board[20][20];
    k = argc > 1 ? atoi(argv[1]) : 5;
    if (scanf("%d", &n) != 1) return 1;
    for (int r = 0; r < n; r++)
        for (int c = 0; c < n; c++)
            if (scanf("%lld", &board[r][c]) != 1) return 1;
    dfs(board, 0);
    printf("%lld\n", best);
    return 0;
}
