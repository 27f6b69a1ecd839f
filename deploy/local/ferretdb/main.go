// Command ferretdb runs FerretDB v1 (MongoDB wire protocol) on its PostgreSQL or SQLite backend,
// behind a small proxy that makes single-document writes atomic.
//
// Why the embedding: the plain `go install` binary panics at start (it reads a version file the
// published module does not carry); the ferretdb package does not.
//
// Why the proxy: FerretDB v1 applies update operators as read, modify in Go, write back, with no
// transaction around the three (internal/handler/common/update.go). Two concurrent writes to one
// document lose one of them, and a conditional update ("debit if balance >= amount") can pass twice.
// MongoDB makes every single-document write atomic, and our code relies on that. So FerretDB listens
// on a private Unix socket and this proxy, on the TCP port, lets only one data-writing command per
// collection (per database on SQLite, whose writers share one file lock) run at a time. Reads are not
// held up. -serialize-writes=false turns the proxy's locks off, to measure what they cost and to show
// what breaks without them (libs/platform/test/atomic-writes.spec.ts).
package main

import (
	"context"
	"encoding/binary"
	"errors"
	"flag"
	"io"
	"log"
	"net"
	"os"
	"os/signal"
	"path/filepath"
	"sync"
	"syscall"
	"time"

	"github.com/FerretDB/FerretDB/ferretdb"
	"go.mongodb.org/mongo-driver/x/bsonx/bsoncore"
)

const (
	opMsg       = 2013
	moreToCome  = 1 << 1
	maxMessage  = 48 * 1024 * 1024
	headerBytes = 16
)

var writeCommands = map[string]bool{
	"insert": true, "update": true, "delete": true, "findAndModify": true, "findandmodify": true,
}

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "", "absolute path of a directory for the socket (and the SQLite files)")
	backend := flag.String("backend", "sqlite", "storage backend: postgresql or sqlite")
	postgresURL := flag.String("postgresql-url", "", "PostgreSQL URL of the postgresql backend")
	serialize := flag.Bool("serialize-writes", true, "let one write command per collection (database on SQLite) run at a time")
	flag.Parse()
	if *dataDir == "" {
		log.Fatal("-data is required")
	}
	config := &ferretdb.Config{Handler: *backend}
	switch *backend {
	case "sqlite":
		config.SQLiteURL = "file:" + *dataDir + "/"
	case "postgresql":
		if *postgresURL == "" {
			log.Fatal("-postgresql-url is required with -backend postgresql")
		}
		config.PostgreSQLURL = *postgresURL
	default:
		log.Fatalf("unknown backend %q", *backend)
	}
	if err := os.MkdirAll(*dataDir, 0o755); err != nil {
		log.Fatal(err)
	}
	socket := filepath.Join(*dataDir, "ferretdb.sock")
	_ = os.Remove(socket)

	config.Listener = ferretdb.ListenerConfig{Unix: socket}
	f, err := ferretdb.New(config)
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	go f.Run(ctx)
	waitForSocket(socket)

	ln, err := net.Listen("tcp", *listen)
	if err != nil {
		log.Fatal(err)
	}
	go func() {
		<-ctx.Done()
		_ = ln.Close()
	}()
	scope := "collection"
	if *backend == "sqlite" {
		scope = "database"
	}
	if !*serialize {
		scope = "off"
	}
	log.Printf("ferretdb (%s backend) listening on %s, writes serialised per %s", *backend, *listen, scope)

	locks := &dbLocks{byName: map[string]*sync.Mutex{}, perCollection: scope == "collection", off: scope == "off"}
	for {
		client, err := ln.Accept()
		if err != nil {
			if ctx.Err() != nil {
				return
			}
			log.Printf("accept: %v", err)
			continue
		}
		go serve(client, socket, locks)
	}
}

func waitForSocket(path string) {
	for i := 0; i < 300; i++ {
		if c, err := net.Dial("unix", path); err == nil {
			_ = c.Close()
			return
		}
		time.Sleep(100 * time.Millisecond)
	}
	log.Fatal("FerretDB did not open its socket")
}

type dbLocks struct {
	mu            sync.Mutex
	byName        map[string]*sync.Mutex
	perCollection bool
	off           bool
}

// get returns the lock of a write's target, or nil when writes are not serialised.
func (l *dbLocks) get(db, collection string) *sync.Mutex {
	if l.off {
		return nil
	}
	key := db
	if l.perCollection {
		key = db + "\x00" + collection
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	m, ok := l.byName[key]
	if !ok {
		m = &sync.Mutex{}
		l.byName[key] = m
	}
	return m
}

// session pairs one client connection with one FerretDB connection. A write command's database
// lock is taken before the command is forwarded and released when FerretDB's reply to it arrives.
type session struct {
	mu      sync.Mutex
	pending map[int32]*sync.Mutex // requestID → held lock
}

func (s *session) hold(requestID int32, m *sync.Mutex) {
	s.mu.Lock()
	s.pending[requestID] = m
	s.mu.Unlock()
}

func (s *session) release(responseTo int32) {
	s.mu.Lock()
	m := s.pending[responseTo]
	delete(s.pending, responseTo)
	s.mu.Unlock()
	if m != nil {
		m.Unlock()
	}
}

func (s *session) releaseAll() {
	s.mu.Lock()
	defer s.mu.Unlock()
	for id, m := range s.pending {
		m.Unlock()
		delete(s.pending, id)
	}
}

func serve(client net.Conn, socket string, locks *dbLocks) {
	defer client.Close()
	server, err := net.Dial("unix", socket)
	if err != nil {
		log.Printf("dial FerretDB: %v", err)
		return
	}
	defer server.Close()
	s := &session{pending: map[int32]*sync.Mutex{}}
	defer s.releaseAll()

	done := make(chan struct{}, 2)
	go func() { // FerretDB → client
		defer func() { done <- struct{}{} }()
		for {
			msg, err := readMessage(server)
			if err != nil {
				return
			}
			s.release(int32(binary.LittleEndian.Uint32(msg[8:12])))
			if _, err := client.Write(msg); err != nil {
				return
			}
		}
	}()
	go func() { // client → FerretDB
		defer func() { done <- struct{}{} }()
		for {
			msg, err := readMessage(client)
			if err != nil {
				return
			}
			if db, collection, ok := writeTarget(msg); ok {
				if m := locks.get(db, collection); m != nil {
					m.Lock()
					s.hold(int32(binary.LittleEndian.Uint32(msg[4:8])), m)
				}
			}
			if _, err := server.Write(msg); err != nil {
				return
			}
		}
	}()
	<-done
}

func readMessage(r io.Reader) ([]byte, error) {
	header := make([]byte, headerBytes)
	if _, err := io.ReadFull(r, header); err != nil {
		return nil, err
	}
	length := int(binary.LittleEndian.Uint32(header[0:4]))
	if length < headerBytes || length > maxMessage {
		return nil, errors.New("bad message length")
	}
	msg := make([]byte, length)
	copy(msg, header)
	if _, err := io.ReadFull(r, msg[headerBytes:]); err != nil {
		return nil, err
	}
	return msg, nil
}

// writeTarget tells whether an OP_MSG carries a data-writing command that expects a reply, and
// for which database and collection.
func writeTarget(msg []byte) (string, string, bool) {
	if len(msg) < headerBytes+5 || binary.LittleEndian.Uint32(msg[12:16]) != opMsg {
		return "", "", false
	}
	if binary.LittleEndian.Uint32(msg[16:20])&moreToCome != 0 {
		return "", "", false // no reply will come to release a lock
	}
	for pos := 20; pos < len(msg); {
		kind := msg[pos]
		pos++
		if kind == 1 { // document sequence: int32 size (includes itself), then its content
			if pos+4 > len(msg) {
				return "", "", false
			}
			pos += int(binary.LittleEndian.Uint32(msg[pos : pos+4]))
			continue
		}
		doc, _, ok := bsoncore.ReadDocument(msg[pos:])
		if !ok {
			return "", "", false
		}
		elems, err := doc.Elements()
		if err != nil || len(elems) == 0 || !writeCommands[elems[0].Key()] {
			return "", "", false
		}
		collection, _ := elems[0].Value().StringValueOK() // {update: "<collection>", ...}
		db, ok := doc.Lookup("$db").StringValueOK()
		return db, collection, ok
	}
	return "", "", false
}
