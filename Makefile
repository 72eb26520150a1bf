# Three Ducks. `make run` and `make test` set everything up on a fresh
# Debian machine with Swift: both call `make deps` first.

PREFIX ?= /usr/local
BINDIR ?= $(PREFIX)/bin
DATADIR ?= $(PREFIX)/share
ZSHDIR ?= $(DATADIR)/zsh/site-functions
# The relay's small C copier (docs/network.md): `threeducks relay` looks for
# it beside itself, then in ../lib/threeducks from its own directory, so its
# place follows BINDIR's (/usr/games → /usr/lib/threeducks).
COPIERDIR = $(patsubst %/,%,$(dir $(patsubst %/,%,$(BINDIR))))/lib/threeducks
SWIFT ?= swift
# The game's own needs (the static link's archives: libc.a from libc6-dev,
# libncursesw.a and libtinfo.a from libncurses-dev; a server's SQLite,
# through GRDB, from libsqlite3-dev), then the package's:
# dpkg-shlibdeps, lintian, man -w;
# then the bench's: callgrind counts the store's instructions per action, gcc
# builds the C ncurses program startup.c-ncurses is measured against; then
# the network tests' own sshd and ssh; the server's store tests' own
# PostgreSQL (initdb and pg_ctl, LocalPostgres); then check-deb's: strace (no
# shared object opened by the static binary) and locales (localedef); then
# yasr, the pty screen reader YasrTests plays under (issue 34).
DEB_PACKAGES := libncurses-dev libc6-dev libsqlite3-dev pkg-config tmux dpkg-dev lintian man-db binutils valgrind gcc \
  openssh-server openssh-client postgresql strace locales yasr
# What a player installs: one fully static executable (-static-executable:
# Swift's standard library and Foundation, glibc, libm, ncursesw, tinfo,
# libstdc++ and libgcc, all from their archives), so the binary runs without
# the toolchain and maps no shared library at all (see docs/packaging.md:
# accounts come from /etc/passwd read by hand, never NSS; terminfo and the
# locale are read from where the system keeps them). Linked by lld with the
# functions a game runs first, together (ORDER_FILE, written by `make
# order`): fewer pages of code resident (docs/performance.md). Each Swift
# function of the package and of argument-parser compiled into a section of
# its own (-function-sections), so that list places functions, not whole
# files: 0.45 MiB less on the title. (SwiftPM does not recompile when
# these flags change: remove .build/release's *.swift.o after changing
# them.) libstdc++'s archive: STATIC_CXX holds only libstdc++.a, so
# -lstdc++ finds it whatever the compiler's own search path (issue 24,
# docs/performance.md).
ORDER_FILE := $(CURDIR)/Sources/Packaging/threeducks.order
STATIC_CXX := $(CURDIR)/.build/static-libstdc++
RELEASE := -c release -Xswiftc -static-executable -Xswiftc -use-ld=lld \
  -Xswiftc -Xfrontend -Xswiftc -function-sections \
  -Xlinker --symbol-ordering-file=$(ORDER_FILE) -Xlinker --no-warn-symbol-ordering \
  -Xlinker -L$(STATIC_CXX)
BIN_DEBUG = $(shell $(SWIFT) build --show-bin-path)
BIN_RELEASE = $(shell $(SWIFT) build $(RELEASE) --show-bin-path)
# make fuzz: seconds per target, the parsers under attack, and where the fuzz
# build, its new inputs (.build-fuzz/corpus) and its crashes (.build-fuzz/crashes) go.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS := recording scores protocol
FUZZ_SCRATCH := .build-fuzz
FUZZ_CORPUS := Tests/Fixtures/FuzzCorpus

# The installed tree `make bench` measures and `make deb` packs.
STAGE := $(CURDIR)/.build-stage

.PHONY: all deps static-cxx build run test soak test-store-user test-store-sanitizers release bench order docs fuzz install uninstall deb check-deb clean

all: build

## deps: install the Debian packages above when missing (apt-get as root; otherwise print the command)
deps:
	@missing=""; \
	for p in $(DEB_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "ok installed" || missing="$$missing $$p"; \
	done; \
	if [ -z "$$missing" ]; then exit 0; fi; \
	if [ "$$(id -u)" = 0 ]; then \
	  echo "make deps: installing$$missing"; \
	  DEBIAN_FRONTEND=noninteractive apt-get update -qq && \
	  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $$missing; \
	else \
	  echo "make deps: missing$$missing; run: sudo apt-get install -y$$missing" >&2; exit 1; \
	fi

build: deps
	$(SWIFT) build

## run: build and start the game (pass options with ARGS="--difficulty hard")
run: build
	"$(BIN_DEBUG)/threeducks" $(ARGS)

## test: every unit and end-to-end test (the end-to-end ones drive the real binary in tmux), and the store's under sanitizers
test: deps
	$(SWIFT) build
	$(SWIFT) test
	$(MAKE) --no-print-directory test-store-user
	$(MAKE) --no-print-directory test-store-sanitizers

## soak: the room's soak (issue 36): honest players through a storm for SOAK_SECONDS (90), then every
## game in the history, every verdict Verified, flips' p99 under 50 ms; too long for `make test` (docs/network.md)
SOAK_SECONDS ?= 90
soak: deps
	$(SWIFT) build --build-tests
	THREEDUCKS_NET_SOAK_SECONDS=$(SOAK_SECONDS) $(SWIFT) test --skip-build --filter NetSoakTests

## test-store-sanitizers: StoreCoreTests under the thread sanitizer, then the address sanitizer
# Each in a scratch path of its own, as a sanitized build shares nothing with
# .build; only the store's tests are built and run (THREEDUCKS_STORE_ONLY: the
# package without the game, GRDB or SwiftNIO, see the end of Package.swift),
# which keeps CI's time down (docs/store.md).
test-store-sanitizers:
	THREEDUCKS_STORE_ONLY=1 $(SWIFT) test --sanitize=thread --scratch-path .build-tsan --filter StoreCoreTests
	THREEDUCKS_STORE_ONLY=1 LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/Sanitizers/lsan-suppressions.txt \
	  $(SWIFT) test --sanitize=address --scratch-path .build-asan --filter StoreCoreTests

## test-store-user: Tests/StoreUser, a separate package that uses only the public API of StoreCore and StoreTesting
test-store-user:
	cd Tests/StoreUser && $(SWIFT) test

## docs: the DocC catalogs of StoreCore and StoreTesting (swift-docc-plugin), in .build/plugins/Swift-DocC/outputs; fails on any warning
docs: deps
	$(SWIFT) package generate-documentation --target StoreCore --target StoreTesting --warnings-as-errors

## release: the build players get: optimised, one fully static executable
release: deps static-cxx
	$(SWIFT) build $(RELEASE) --product threeducks
	$(SWIFT) build $(RELEASE) --product threeducks-relay-copy
	@# The server's program (docs/server.md), static too: Foundation (GRDB's), ICU's data and SQLite inside.
	$(SWIFT) build $(RELEASE) --product threeducks-server

# STATIC_CXX/libstdc++.a: a link to the compiler's own archive.
static-cxx:
	@archive=$$($(CC) -print-file-name=libstdc++.a); \
	case "$$archive" in /*) ;; *) echo "make: no libstdc++.a ($(CC) -print-file-name); install libstdc++-12-dev" >&2; exit 1;; esac; \
	mkdir -p "$(STATIC_CXX)" && ln -sfn "$$archive" "$(STATIC_CXX)/libstdc++.a"

## bench: release build, then one figure a line as `name: value unit`; the
## process figures measure the installed (stripped, static) binary
bench: release
	rm -rf "$(STAGE)"
	$(MAKE) --no-print-directory install-files DESTDIR="$(STAGE)" PREFIX=/usr BINDIR=/usr/games
	$(SWIFT) build $(RELEASE) --product threeducks-bench
	@# Without its DWARF: the bench links the server's stores (BoringSSL's C, through SwiftNIO, in DWARF 5),
	@# which valgrind 3.19 cannot read, and callgrind counts by symbol, which stay.
	strip --strip-debug "$(BIN_RELEASE)/threeducks-bench"
	THREEDUCKS_BINARY="$(STAGE)/usr/games/threeducks" "$(BIN_RELEASE)/threeducks-bench"

## order: rewrite ORDER_FILE from the release build: the functions memory.peak's run calls, title first (callgrind in tmux)
order: release
	Sources/Packaging/hot-functions "$(BIN_RELEASE)/threeducks" > "$(ORDER_FILE).new"
	mv "$(ORDER_FILE).new" "$(ORDER_FILE)"
	@# SwiftPM does not know the list is an input: the next build must link anew.
	rm -f "$(BIN_RELEASE)/threeducks" "$(BIN_RELEASE)/threeducks-bench"

## install: the stripped static binary, the relay's copier, the server's program, the man page and completions (PREFIX=/usr/local)
install: release
	$(MAKE) --no-print-directory install-files

install-files:
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(DATADIR)/man/man6" \
	  "$(DESTDIR)$(DATADIR)/bash-completion/completions" "$(DESTDIR)$(ZSHDIR)" \
	  "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d" "$(DESTDIR)$(COPIERDIR)"
	install -m 0755 -s "$(BIN_RELEASE)/threeducks" "$(DESTDIR)$(BINDIR)/threeducks"
	install -m 0755 -s "$(BIN_RELEASE)/threeducks-relay-copy" "$(DESTDIR)$(COPIERDIR)/threeducks-relay-copy"
	install -m 0755 -s "$(BIN_RELEASE)/threeducks-server" "$(DESTDIR)$(COPIERDIR)/threeducks-server"
	install -m 0644 docs/threeducks.6 "$(DESTDIR)$(DATADIR)/man/man6/threeducks.6"
	"$(BIN_RELEASE)/threeducks" --generate-completion-script bash | sed '1{/^#!/d;}' > "$(DESTDIR)$(DATADIR)/bash-completion/completions/threeducks"
	"$(BIN_RELEASE)/threeducks" --generate-completion-script zsh > "$(DESTDIR)$(ZSHDIR)/_threeducks"
	"$(BIN_RELEASE)/threeducks" --generate-completion-script fish > "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/threeducks.fish"

## fuzz: each parser under libFuzzer for FUZZ_SECONDS (60) from Tests/Fixtures/FuzzCorpus; fails on a crash (kept in .build-fuzz/crashes)
# -fork=1 -ignore_crashes=1: one known crash must not stop the search for others;
# every crash of this run is kept, rerun for its message, and fails the target.
fuzz: deps
	for t in $(FUZZ_TARGETS); do \
	  $(SWIFT) build -c release --scratch-path $(FUZZ_SCRATCH) --product fuzz-$$t \
	    -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING || exit 1; \
	done
	@failed=""; total=0; \
	for t in $(FUZZ_TARGETS); do \
	  bin=$(FUZZ_SCRATCH)/release/fuzz-$$t; crashes=$(FUZZ_SCRATCH)/crashes/$$t; log=$(FUZZ_SCRATCH)/fuzz-$$t.log; \
	  rm -rf $$crashes; mkdir -p $(FUZZ_SCRATCH)/corpus/$$t $$crashes; \
	  echo "fuzz-$$t: $(FUZZ_SECONDS) s from $(FUZZ_CORPUS)/$$t, log in $$log"; \
	  SWIFT_BACKTRACE=enable=no $$bin $(FUZZ_SCRATCH)/corpus/$$t $(FUZZ_CORPUS)/$$t -dict=$(FUZZ_CORPUS)/$$t.dict \
	    -max_total_time=$(FUZZ_SECONDS) -max_len=16384 -timeout=10 -fork=1 -ignore_crashes=1 -ignore_timeouts=1 \
	    -ignore_ooms=1 -artifact_prefix=$$crashes/ >$$log 2>&1; status=$$?; \
	  last=$$(grep -E '^#[0-9]+: cov:' $$log | tail -1); \
	  runs=$$(echo "$$last" | sed -E 's/^#([0-9]+):.*/\1/'); secs=$$(echo "$$last" | sed -E 's/.* time: ([0-9]+)s.*/\1/'); \
	  echo "fuzz-$$t: $${runs:-0} runs in $${secs:-0} s, $$(( $${runs:-0} / ($${secs:-0} > 0 ? $${secs:-0} : 1) )) exec/s"; \
	  total=$$((total + $${runs:-0})); \
	  if [ $$status != 0 ] || [ -n "$$(ls $$crashes)" ]; then failed="$$failed $$t"; fi; \
	  test -z "$$(ls $$crashes)" || echo "fuzz-$$t: $$(ls $$crashes | wc -l) crashes in $$crashes, by message:" >&2; \
	  for c in $$(find $$crashes -type f | sort); do \
	    SWIFT_BACKTRACE=enable=no $$bin $$c 2>&1 | grep -m1 -E 'Fatal error|ERROR: libFuzzer' | sed 's/^.*Fatal error: //'; \
	  done | sort | uniq -c >&2; \
	done; \
	echo "fuzz: $$total runs in all"; \
	test -z "$$failed" || { echo "fuzz: failed:$$failed (rerun an input: $(FUZZ_SCRATCH)/release/fuzz-TARGET FILE)" >&2; exit 1; }

uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/threeducks" "$(DESTDIR)$(DATADIR)/man/man6/threeducks.6" \
	  "$(DESTDIR)$(DATADIR)/bash-completion/completions/threeducks" \
	  "$(DESTDIR)$(ZSHDIR)/_threeducks" \
	  "$(DESTDIR)$(DATADIR)/fish/vendor_completions.d/threeducks.fish" \
	  "$(DESTDIR)$(COPIERDIR)/threeducks-relay-copy" "$(DESTDIR)$(COPIERDIR)/threeducks-server"
	rmdir "$(DESTDIR)$(COPIERDIR)" 2>/dev/null || true

## deb: threeducks_VERSION_ARCH.deb in .build-deb/, for `apt install ./…deb`; prints its path
deb: release
	@Sources/Packaging/build-deb "$(BIN_RELEASE)" "$(CURDIR)/.build-deb"

## check-deb: build the package, run it without the Swift toolchain, install and remove it
check-deb: deb
	Tests/Packaging/check-deb "$$(ls -t .build-deb/threeducks_*.deb | head -1)"

clean:
	rm -rf .build .build-stage .build-deb .build-fuzz .build-tsan .build-asan Tests/StoreUser/.build
