#!/bin/bash
# Plays Three Ducks by ear under BRLTTY on the Linux console (issue 34), and
# says what BRLTTY spoke and showed on braille after each key.
#
#   Tests/ByEar/run-brltty.sh [--speech-only] [path/to/threeducks]
#
# (the binary: .build/debug/threeducks unless given). --speech-only runs
# BRLTTY with no braille display (-b no) and its preferences as they come,
# as a player with speech alone has it.
#
# Needs: root, the Linux console (/dev/tty1, /dev/vcsa1: a VM or a machine,
# not a container), Debian's brltty, perl, tmux, and a kernel that still
# lets root type into a terminal (TIOCSTI; sysctl dev.tty.legacy_tiocsti=1).
# It takes tty1 over while it runs: run it where no one is using the console.
#
# How: BRLTTY reads the console with its own screen driver (lx). Its speech
# goes to the ExternalSpeech driver (xs), whose "synthesizer" here is a
# socket that swallows what it is sent, while BRLTTY logs every "speech:
# say:" (log category speech); its braille goes to the TTY driver (tt), a
# one-row, 80-cell display drawn in a tmux pane, read back as text.
# Autospeak is on (-o autospeak=yes: with a braille display BRLTTY's
# default is off; speech alone, with -b no, has it on). The game runs on
# tty1 with TERM=linux; keys are typed into tty1 with TIOCSTI. It plays a
# whole easy game by ear (the faces it learns from what it hears), with the
# title, the help and the win, then a game against the computer. After each
# key it checks: something was spoken; what was spoken last is the braille
# line; nothing was spoken twice in a row; no box drawing or card art.
# Exit status 0 when every key passed, 1 when one did not, 77 (skipped)
# when a need above is missing.
set -u
speech_only=false
[ "${1:-}" = --speech-only ] && { speech_only=true; shift; }
binary=$(realpath "${1:-.build/debug/threeducks}")
skip() { echo "run-brltty: skipped: $*" >&2; exit 77; }
[ "$(id -u)" = 0 ] || skip "needs root (BRLTTY reads /dev/vcsa1; TIOCSTI types into tty1)"
for tool in brltty perl tmux; do command -v $tool >/dev/null || skip "no $tool (apt-get install $tool)"; done
[ -c /dev/tty1 ] && [ -c /dev/vcsa1 ] && head -c 4 /dev/vcsa1 >/dev/null 2>&1 || skip "no Linux console (/dev/tty1, /dev/vcsa1)"
[ "$(sysctl -n dev.tty.legacy_tiocsti 2>/dev/null || echo 1)" = 1 ] || skip "TIOCSTI is off (sysctl dev.tty.legacy_tiocsti=1)"
[ -x "$binary" ] || skip "no $binary: swift build first"

work=$(mktemp -d /tmp/td-brltty.XXXXXX)
tmux="tmux -S $work/tmux.sock -f /dev/null"
speech_socket=/tmp/exs-data  # where BRLTTY 6.5's xs driver connects
pids=()
cleanup() {
    for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null; done
    [ -f "$work/brltty.pid" ] && kill "$(cat "$work/brltty.pid")" 2>/dev/null
    $tmux kill-server 2>/dev/null
    rm -f "$speech_socket"
    printf '\033[2J\033[H' > /dev/tty1
}
trap cleanup EXIT

# The synthesizer: a socket that reads and forgets.
perl -MIO::Socket::UNIX -e '
    unlink $ARGV[0];
    my $s = IO::Socket::UNIX->new(Type => SOCK_STREAM, Local => $ARGV[0], Listen => 1) or die "$ARGV[0]: $!\n";
    while (my $c = $s->accept) { my $b; 1 while sysread($c, $b, 4096); }' "$speech_socket" &
pids+=($!)
# The braille display: a tmux pane BRLTTY draws a row of 80 cells in.
$tmux new-session -d -s braille -x 80 -y 3 "sleep 100000"
display=$($tmux display -p -t braille '#{pane_tty}')
sleep 0.5
if $speech_only; then
    braille_options=(-b no)
else
    braille_options=(-b tt -d "serial:$display" -B lines=1,columns=80 -o autospeak=yes)
fi
brltty -n -e -N -q -f /dev/null -W "$work" -P "$work/brltty.pid" -L "$work/brltty.log" -l info,speech \
    -x lx -s xs "${braille_options[@]}" >"$work/brltty.out" 2>&1 &
# The braille display's row, without the blanks (and no-break space) it may end in.
braille() { $tmux capture-pane -p -t braille | head -1 | perl -CSD -pe 's/[\s\x{a0}]+$//; $_ .= "\n"'; }
spoken_count() { grep -c 'speech: say: ' "$work/brltty.log" 2>/dev/null; true; }
# What BRLTTY said from the nth "say" on, a line each, its trailing blanks and no-break spaces trimmed.
spoken_since() {
    grep 'speech: say: ' "$work/brltty.log" | tail -n +"$(($1 + 1))" \
        | perl -CSD -pe 's/^.*? speech: say: //; s/[\s\x{a0}]+$//; $_ .= "\n"'
}
# Its start-up banner shows on braille a while: wait it out.
for _ in $(seq 100); do [ "$(braille)" != "" ] && [ "$(braille)" != "BRLTTY 6.5" ] && break; sleep 0.1; done
sleep 4
$speech_only && braille() { echo "(no display)"; }

failures=0
game_pid=
start_game() {
    printf '\033[2J\033[H' > /dev/tty1
    setsid sh -c 'exec env -i PATH=/usr/bin:/bin TERM=linux LANG=C.UTF-8 HOME="$0" "$@" <>/dev/tty1 >&0 2>"$0/stderr"' \
        "$work" "$binary" --screen-reader --bell off --scores-file "$work/scores.json" --name ann "$@" &
    game_pid=$!
    pids+=("$game_pid")
}
type_keys() { perl -e 'open my $t, "+<", "/dev/tty1" or die "tty1: $!\n"; ioctl($t, 0x5412, $_) or die "TIOCSTI: $!\n" for split //, $ARGV[0]' "$1"; }
heard=""
# press KEYS NAME [UNTIL]: types the keys, waits until BRLTTY has spoken
# (and, with UNTIL, a line matching that extended regex) and then been
# quiet a moment, prints what it said and showed, and checks it.
press() {
    local keys=$1 name=$2 until=${3:-} before lines last
    before=$(spoken_count)
    [ -n "$keys" ] && type_keys "$keys"
    for _ in $(seq 150); do
        lines=$(spoken_since "$before")
        if [ -n "$lines" ] && { [ -z "$until" ] || grep -Eq "$until" <<<"$lines"; }; then break; fi
        sleep 0.1
    done
    sleep 0.8
    lines=$(spoken_since "$before")
    heard=$lines
    last=$(tail -n 1 <<<"$lines")
    printf '%-14s spoken: %s\n' "$name" "$(sed '2,$s/^/                       /' <<<"${lines:-(nothing)}")"
    printf '%-14s braille: %s\n' "" "$(braille)"
    local problem=""
    [ -z "$lines" ] && problem="nothing spoken"
    [ -n "$until" ] && ! grep -Eq "$until" <<<"$lines" && problem="${problem:+$problem; }no line matching /$until/"
    [ -n "$lines" ] && ! $speech_only && [ "$last" != "$(braille)" ] && problem="${problem:+$problem; }the braille line is not the last spoken"
    [ -n "$(uniq -d <<<"$lines")" ] && problem="${problem:+$problem; }said twice in a row: $(uniq -d <<<"$lines")"
    grep -q '[─│┌┐└┘├┤░▒▓]' <<<"$lines" && problem="${problem:+$problem; }box drawing or card art spoken"
    if [ -n "$problem" ]; then echo "               FAIL: $problem"; failures=$((failures + 1)); fi
}

# What the lines heard say of the board: each card's face, from a person's
# flip ("c, row 1 column 3: pelican") or the computer's ("turns d: bear,
# then h: horse"), and which faces were paired.
declare -A face paired
learn() {
    local kind key value
    while read -r kind key value; do
        case $kind in
            face) [ "$value" != down ] && face[$key]=${value%_matched} ;;
            pair) paired[$key]=1 ;;
        esac
    done < <(perl -ne 'while (/(?:^|turns |then )([a-t])(?:, row \d+ column \d+)?: ([a-z][a-z ]*?)(?=[.,]|$)/g) {
                           (my $f = $2) =~ tr/ /_/; print "face $1 $f\n" }
                       if (/: ([a-z][a-z ]*?)\. Pair!/) { (my $f = $1) =~ tr/ /_/; print "pair $f\n" }' <<<"$heard")
}
matched() { [ -n "${face[$1]:-}" ] && [ -n "${paired[${face[$1]}]:-}" ]; }
over() { grep -qE "You won|wins|A draw" <<<"$heard"; }
# Plays the board by ear: a pair it knows, else a card it has not heard and
# its match if it knows one, else another unheard card.
play_by_ear() {
    local letters=$1 card other first second
    while true; do
        first="" second=""
        for card in $(fold -w1 <<<"$letters"); do
            matched "$card" && continue
            for other in $(fold -w1 <<<"$letters"); do
                [ "$other" != "$card" ] && [ -n "${face[$card]:-}" ] && [ "${face[$card]}" = "${face[$other]:-}" ] \
                    && { first=$card second=$other; break 2; }
            done
        done
        if [ -z "$first" ]; then
            for card in $(fold -w1 <<<"$letters"); do [ -z "${face[$card]:-}" ] && { first=$card; break; }; done
        fi
        [ -z "$first" ] && return  # every card paired
        press "$first" "$first" "^$first, row "
        learn
        if [ -z "$second" ]; then
            for card in $(fold -w1 <<<"$letters"); do
                [ "$card" != "$first" ] && ! matched "$card" && [ "${face[$card]:-}" = "${face[$first]}" ] && second=$card
            done
            if [ -z "$second" ]; then
                for card in $(fold -w1 <<<"$letters"); do
                    [ "$card" != "$first" ] && [ -z "${face[$card]:-}" ] && { second=$card; break; }
                done
            fi
        fi
        press "$second" "$second" "(^$second, row |You won)"
        learn
        over && return
        if grep -q "The computer's turn" <<<"$heard"; then
            press "" "(computer)" "Your turn|won|wins|A draw"
            learn
            over && return
        fi
    done
}

echo "== An easy game, solo: the title, the help, a whole game by ear, the win"
start_game --board easy --mismatch-delay 0.3
press "" "(start)" "^Title: "
press "?" "?" "^Keys, page"
press $'\033' "Escape" "^Help closed"
press $'\r' "Enter" "^New easy game"
press $'\t' "Tab" "^Row 1:"
press $'\t' "Tab" "^Row 2:"
press "." "." "^Row "
press "w" "w" "pairs found"
press "," "," "^Time: "
press "," "," "^Time: "
press $'\033[C' "Right" ", row "
face=() paired=()
press "a" "a" "^a, row "
learn
for time in 1 2 3; do press "a" "a again ($time)" "already face up"; done
press "b" "b" "^b, row "
learn
play_by_ear abcdefgh
press $'\t' "Tab" "top 10"
type_keys q
wait "$game_pid" 2>/dev/null

echo "== An easy game against the computer"
start_game --board easy --vs easy --mismatch-delay 1
press "" "(start)" "^Title: "
press $'\r' "Enter" "^New easy game"
face=() paired=()
play_by_ear abcdefgh
type_keys q
wait "$game_pid" 2>/dev/null

echo "== BRLTTY's log: $work/brltty.log"
if [ "$failures" -gt 0 ]; then echo "run-brltty: $failures keys failed"; exit 1; fi
echo "run-brltty: every key passed"
