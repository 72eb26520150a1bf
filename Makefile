# Three Ducks. `make run` and `make test` set everything up on a fresh
# Debian machine with Swift: both call `make deps` first.

PREFIX ?= /usr/local
SWIFT ?= swift
DEB_PACKAGES := libncurses-dev pkg-config tmux
BIN_DEBUG = $(shell $(SWIFT) build --show-bin-path)
BIN_RELEASE = $(shell $(SWIFT) build -c release --show-bin-path)

.PHONY: all deps build run test bench install uninstall clean

all: build

## deps: install libncurses-dev, pkg-config and tmux when missing (apt-get as root; otherwise print the command)
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

## test: every unit and end-to-end test (the end-to-end ones drive the real binary in tmux)
test: deps
	$(SWIFT) build
	$(SWIFT) test

## bench: release build, then one figure a line as `name: value unit`
bench: deps
	$(SWIFT) build -c release
	"$(BIN_RELEASE)/threeducks-bench"

install: deps
	$(SWIFT) build -c release
	install -d "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(PREFIX)/share/man/man6"
	install -m 0755 "$(BIN_RELEASE)/threeducks" "$(DESTDIR)$(PREFIX)/bin/threeducks"
	install -m 0644 docs/threeducks.6 "$(DESTDIR)$(PREFIX)/share/man/man6/threeducks.6"
	install -d "$(DESTDIR)$(PREFIX)/share/bash-completion/completions" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions" "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d"
	"$(BIN_RELEASE)/threeducks" --generate-completion-script bash > "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/threeducks"
	"$(BIN_RELEASE)/threeducks" --generate-completion-script zsh > "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_threeducks"
	"$(BIN_RELEASE)/threeducks" --generate-completion-script fish > "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/threeducks.fish"

uninstall:
	rm -f "$(DESTDIR)$(PREFIX)/bin/threeducks" "$(DESTDIR)$(PREFIX)/share/man/man6/threeducks.6" \
	  "$(DESTDIR)$(PREFIX)/share/bash-completion/completions/threeducks" \
	  "$(DESTDIR)$(PREFIX)/share/zsh/site-functions/_threeducks" \
	  "$(DESTDIR)$(PREFIX)/share/fish/vendor_completions.d/threeducks.fish"

clean:
	rm -rf .build
