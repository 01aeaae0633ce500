"""
Harvests this library's OAI-PMH repository with Sickle (a client none of us wrote) and prints
what it got as one JSON document, for tests/integration/oai-harvest.test.ts to compare with the
store. Commands:

  full ENDPOINT PREFIX [SET] [--post]        every record of a list, page after page
  paused ENDPOINT PREFIX PAUSE_BEFORE        the same, stopping before request PAUSE_BEFORE:
                                             prints {"paused": n} and waits for a line on stdin
  identifiers ENDPOINT PREFIX [KEY=VALUE]    ListIdentifiers, every header (from=…, until=…, set=…)
  token ENDPOINT PREFIX                      the resumption token of ListIdentifiers' first page
  get ENDPOINT IDENTIFIER PREFIX             GetRecord
  sets ENDPOINT                              ListSets
  formats ENDPOINT [IDENTIFIER]              ListMetadataFormats
  identify ENDPOINT                          Identify
  error ENDPOINT VERB [KEY=VALUE ...]        the exception Sickle raises for the request, by class name
                                             (VERB "-" sends none; a KEY given twice is sent twice)
"""
import json
import sys

from sickle import Sickle, oaiexceptions
from sickle.iterator import OAIItemIterator, OAIResponseIterator


def header_of(header):
    return {
        "identifier": header.identifier,
        "datestamp": header.datestamp,
        "deleted": header.deleted,
        "sets": list(header.setSpecs),
    }


def record_of(record):
    out = header_of(record.header)
    if not record.deleted:
        out["metadata"] = record.metadata
        out["raw"] = record.raw
    return out


def harvest(sickle, prefix, oai_set=None, pause_before=None):
    requests = {"count": 0}
    original = sickle.harvest

    def counted(**kwargs):
        requests["count"] += 1
        if pause_before is not None and requests["count"] == pause_before:
            print(json.dumps({"paused": requests["count"]}), flush=True)
            sys.stdin.readline()
        return original(**kwargs)

    sickle.harvest = counted
    arguments = {"metadataPrefix": prefix}
    if oai_set:
        arguments["set"] = oai_set
    records = sickle.ListRecords(ignore_deleted=False, **arguments)
    out = [record_of(record) for record in records]
    token = records.resumption_token
    return {
        "records": out,
        "requests": requests["count"],
        "completeListSize": int(token.complete_list_size) if token and token.complete_list_size else None,
    }


def main(argv):
    command, endpoint = argv[0], argv[1]
    post = "--post" in argv
    args = [arg for arg in argv[2:] if arg != "--post"]
    sickle = Sickle(endpoint, http_method="POST" if post else "GET", iterator=OAIItemIterator)
    if command == "full":
        result = harvest(sickle, args[0], args[1] if len(args) > 1 else None)
    elif command == "paused":
        result = harvest(sickle, args[0], pause_before=int(args[1]))
    elif command == "identifiers":
        params = dict(arg.split("=", 1) for arg in args[1:])
        result = {"headers": [header_of(header) for header in sickle.ListIdentifiers(metadataPrefix=args[0], ignore_deleted=False, **params)]}
    elif command == "token":
        result = {"token": sickle.ListIdentifiers(metadataPrefix=args[0]).resumption_token.token}
    elif command == "get":
        result = record_of(sickle.GetRecord(identifier=args[0], metadataPrefix=args[1]))
    elif command == "sets":
        result = {"sets": [{"spec": s.setSpec, "name": s.setName} for s in sickle.ListSets()]}
    elif command == "formats":
        kwargs = {"identifier": args[0]} if args else {}
        result = {"formats": [f.metadataPrefix for f in sickle.ListMetadataFormats(**kwargs)]}
    elif command == "identify":
        identify = sickle.Identify()
        result = {key: getattr(identify, key) for key in ("repositoryName", "baseURL", "protocolVersion", "adminEmail", "earliestDatestamp", "deletedRecord", "granularity")}
    elif command == "error":
        # VERB "-" sends none; a KEY given twice is sent twice (requests sends a list as repeated arguments).
        params = {} if args[0] == "-" else {"verb": [args[0]]}
        for arg in args[1:]:
            key, value = arg.split("=", 1)
            params.setdefault(key, []).append(value)
        params = {key: values[0] if len(values) == 1 else values for key, values in params.items()}
        try:
            # Sickle's iterator reads the first answer as it is made, and raises the OAI error it names.
            OAIResponseIterator(sickle, params)
            result = {"raised": None}
        except Exception as error:  # Sickle's OAI errors share no base class but Exception
            if type(error).__module__ != oaiexceptions.__name__:
                raise
            result = {"raised": type(error).__name__, "message": str(error)}
    else:
        raise SystemExit("unknown command " + command)
    print(json.dumps(result), flush=True)


if __name__ == "__main__":
    main(sys.argv[1:])
