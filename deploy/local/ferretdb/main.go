// Command ferretdb runs FerretDB v1 (MongoDB wire protocol) on the SQLite backend.
// It embeds the ferretdb package because the plain `go install` binary panics at start
// (it reads a version file that the published module does not carry).
package main

import (
	"context"
	"flag"
	"log"
	"os"
	"os/signal"
	"syscall"

	"github.com/FerretDB/FerretDB/ferretdb"
)

func main() {
	listen := flag.String("listen", "127.0.0.1:27017", "TCP address to listen on")
	dataDir := flag.String("data", "", "absolute path of the SQLite data directory")
	flag.Parse()
	if *dataDir == "" {
		log.Fatal("-data is required")
	}
	if err := os.MkdirAll(*dataDir, 0o755); err != nil {
		log.Fatal(err)
	}

	f, err := ferretdb.New(&ferretdb.Config{
		Listener:  ferretdb.ListenerConfig{TCP: *listen},
		Handler:   "sqlite",
		SQLiteURL: "file:" + *dataDir + "/",
	})
	if err != nil {
		log.Fatal(err)
	}

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	log.Printf("ferretdb listening on %s, data in %s", *listen, *dataDir)
	f.Run(ctx)
}
