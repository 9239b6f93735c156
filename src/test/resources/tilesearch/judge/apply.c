/*
 * A solution of 2,147,483,648, written for the judge's tests: stdin holds 8 rows of 8 tiles and a move letter,
 * stdout gets the board after the move. Each BUG_ macro plants one of the bugs solutions are known to have.
 */
#include <stdio.h>

#ifdef BUG_OVERFLOW
typedef int tile;  /* 2^30 + 2^30 overflows */
#define FORMAT "%d"
#else
typedef long long tile;
#define FORMAT "%lld"
#endif

static tile board[8][8];

static void slide(tile *line[8]) {
    tile tiles[8], out[8];
    int count = 0, made = 0;
    for (int i = 0; i < 8; i++) {
        if (*line[i]) tiles[count++] = *line[i];
    }
#ifdef BUG_WRONG_END
    /* pairs taken from the far end: 2 2 2 makes 2 4, not 4 2 */
    tile reversed[8];
    int kept = 0;
    for (int i = count - 1; i >= 0; i--) {
        if (i > 0 && tiles[i] == tiles[i - 1]) { reversed[kept++] = tiles[i] + tiles[i - 1]; i--; }
        else reversed[kept++] = tiles[i];
    }
    for (int i = 0; i < kept; i++) out[made++] = reversed[kept - 1 - i];
#else
    for (int i = 0; i < count; i++) {
        if (i + 1 < count && tiles[i] == tiles[i + 1]) { out[made++] = tiles[i] + tiles[i + 1]; i++; }
        else out[made++] = tiles[i];
    }
#endif
    for (int i = 0; i < 8; i++) *line[i] = i < made ? out[i] : 0;
}

int main(void) {
    char letter;
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            if (scanf(FORMAT, &board[r][c]) != 1) return 1;
    if (scanf(" %c", &letter) != 1) return 1;
    tile *line[8];
    for (int l = 0; l < 8; l++) {
        for (int i = 0; i < 8; i++) {
            int j = letter == 'D' || letter == 'R' ? 7 - i : i;
            line[i] = letter == 'U' || letter == 'D' ? &board[j][l] : &board[l][j];
        }
        slide(line);
    }
    for (int r = 0; r < 8; r++)
        for (int c = 0; c < 8; c++)
            printf(FORMAT "%c", board[r][c], c == 7 ? '\n' : ' ');
    return 0;
}
