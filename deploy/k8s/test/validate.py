"""Strict validation of rendered Kubernetes manifests, run by manifests.spec.ts (through the venv that
deploy/local/k8s-tools.sh installs).

  validate.py crd-schemas OUT_DIR CRD.yaml...
      Turns each served version of each CustomResourceDefinition into a strict JSON schema
      (OUT_DIR/<group>_<version>_<kind>.json): objects that declare properties reject any other
      (unless x-kubernetes-preserve-unknown-fields), x-kubernetes-int-or-string and nullable become
      JSON Schema, and metadata is Kubernetes' own ObjectMeta (strict).

  validate.py keda-trigger-keys OUT_DIR KEDA_SCALERS_DIR
      Writes OUT_DIR/keda-trigger-metadata.json: the parameters each KEDA scaler the manifests use
      reads from a trigger's metadata, from the `keda:"name=..., order=triggerMetadata..."` tags of
      its Go source (pkg/scalers of the KEDA module). The CRD types a trigger's metadata as a free
      map of strings, so without this a misspelled parameter would be silently ignored (and its
      default used).

  validate.py check --crd-schemas DIR --kubernetes-version V [--kubernetes-version V2] FILE...
      Validates every document of every (multi-document YAML) FILE in one process and prints one
      JSON object: {"files": {FILE: [{"index", "apiVersion", "kind", "name", "errors", "document"}]}}.
      Built-in kinds are validated by kubernetes-validate (PyPI) against the strict schemas it
      bundles, custom resources against the schemas of crd-schemas (and a ScaledObject's trigger
      metadata against keda-trigger-metadata.json); a kind with no schema is an error, never
      skipped. Exit code 0 even when documents are invalid (the caller reads "errors").
"""

import argparse
import copy
import functools
import json
import os
import re
import sys

import jsonschema
import kubernetes_validate
import kubernetes_validate.utils as kv_utils
import yaml
from referencing import Registry, Resource

# kubernetes-validate's definitions are registered under this id.
OBJECT_META = "https://kubernetes.io/api/_definitions.json#/$defs/io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"

# kubernetes-validate reads each schema file again for every document; one read per process is enough.
kv_utils.schema_contents = functools.lru_cache(maxsize=None)(kv_utils.schema_contents)


def crd_schema_name(api_version, kind):
    group, _, version = api_version.rpartition("/")
    return "%s_%s_%s.json" % (group or "core", version, kind.lower())


def strict(node):
    """An OpenAPI v3 structural schema (of a CRD) as a strict JSON schema."""
    if isinstance(node, list):
        return [strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {}
    for key, value in node.items():
        if key in ("properties", "patternProperties", "definitions", "$defs"):
            out[key] = {name: strict(sub) for name, sub in value.items()}
        elif key in ("items", "additionalProperties", "not", "allOf", "anyOf", "oneOf"):
            out[key] = strict(value)
        elif key.startswith("x-kubernetes-") or key in ("nullable", "description", "example", "format"):
            continue
        else:
            out[key] = value
    if node.get("x-kubernetes-int-or-string"):
        out.pop("type", None)
        out.setdefault("anyOf", [{"type": "integer"}, {"type": "string"}])
    if node.get("nullable") and "type" in out:
        types = out["type"] if isinstance(out["type"], list) else [out["type"]]
        out["type"] = types + ["null"]
    preserve = node.get("x-kubernetes-preserve-unknown-fields")
    if "properties" in out and "additionalProperties" not in out and not preserve:
        out["additionalProperties"] = False
    return out


def crd_schemas(out_dir, files):
    os.makedirs(out_dir, exist_ok=True)
    written = []
    for path in files:
        with open(path) as f:
            for crd in yaml.safe_load_all(f):
                if not crd or crd.get("kind") != "CustomResourceDefinition":
                    continue
                group = crd["spec"]["group"]
                kind = crd["spec"]["names"]["kind"]
                for version in crd["spec"]["versions"]:
                    if not version.get("served", True):
                        continue
                    schema = strict(copy.deepcopy(version["schema"]["openAPIV3Schema"]))
                    props = schema.setdefault("properties", {})
                    api_version = "%s/%s" % (group, version["name"])
                    props["apiVersion"] = {"type": "string", "enum": [api_version]}
                    props["kind"] = {"type": "string", "enum": [kind]}
                    props["metadata"] = {"$ref": OBJECT_META}
                    schema["additionalProperties"] = False
                    schema["required"] = sorted(set(schema.get("required", [])) | {"apiVersion", "kind", "metadata"})
                    name = crd_schema_name(api_version, kind)
                    with open(os.path.join(out_dir, name), "w") as out:
                        json.dump(schema, out)
                    written.append(name)
    if not written:
        raise SystemExit("no CustomResourceDefinition found in %s" % ", ".join(files))
    print("\n".join(sorted(written)))


# The scalers the manifests use, and the Go files (of KEDA's pkg/scalers) that declare their parameters.
KEDA_SCALER_SOURCES = {
    "redis": ["redis_scaler.go"],
    "prometheus": ["prometheus_scaler.go", "authentication/authentication_types.go"],
    "cpu": ["cpu_memory_scaler.go"],
    "memory": ["cpu_memory_scaler.go"],
}
KEDA_TRIGGER_KEYS = "keda-trigger-metadata.json"


def keda_trigger_keys(out_dir, scalers_dir):
    tag = re.compile(r'keda:"([^"]*)"')
    result = {}
    for scaler, files in KEDA_SCALER_SOURCES.items():
        keys = set()
        for name in files:
            with open(os.path.join(scalers_dir, name)) as f:
                for match in tag.finditer(f.read()):
                    fields = dict(
                        part.strip().split("=", 1) for part in match.group(1).split(",") if "=" in part
                    )
                    order = fields.get("order", "").split(";")
                    names = [n for n in fields.get("name", "").split(";") if n]
                    if "triggerMetadata" in order:
                        keys.update(names)
                    if "resolvedEnv" in order:
                        keys.update(n + "FromEnv" for n in names)
        if not keys:
            raise SystemExit("no parameters found for the %s scaler in %s" % (scaler, scalers_dir))
        result[scaler] = sorted(keys)
    os.makedirs(out_dir, exist_ok=True)
    with open(os.path.join(out_dir, KEDA_TRIGGER_KEYS), "w") as out:
        json.dump(result, out, indent=1)
    print(json.dumps({k: len(v) for k, v in result.items()}))


@functools.lru_cache(maxsize=None)
def trigger_keys(crd_dir):
    with open(os.path.join(crd_dir, KEDA_TRIGGER_KEYS)) as f:
        return json.load(f)


def check_triggers(doc, crd_dir):
    errors = []
    triggers = (doc.get("spec") or {}).get("triggers")
    for i, trigger in enumerate(triggers if isinstance(triggers, list) else []):
        if not isinstance(trigger, dict):
            continue
        kind = trigger.get("type")
        known = trigger_keys(crd_dir).get(kind)
        if known is None:
            errors.append(
                "spec.triggers.%d.type: no parameter list for the %r scaler (known: %s) [KEDA source]"
                % (i, kind, ", ".join(sorted(trigger_keys(crd_dir))))
            )
            continue
        for key in sorted((trigger.get("metadata") or {}).keys()):
            if key not in known:
                errors.append(
                    "spec.triggers.%d.metadata: %r is not a parameter of the %s scaler [KEDA source]" % (i, key, kind)
                )
    return errors


@functools.lru_cache(maxsize=None)
def definitions(version):
    """kubernetes-validate's strict definitions of a Kubernetes version (CRDs' metadata refers to them)."""
    bundled = [v for v in kv_utils.all_versions() if kv_utils.major_minor(v) <= kv_utils.major_minor(version)]
    if not bundled:
        raise SystemExit("kubernetes-validate bundles no schemas for Kubernetes %s" % version)
    path = "kubernetes-json-schema/v%s-local-strict/_definitions.json" % bundled[-1]
    return kv_utils.schema_contents(path, version)


@functools.lru_cache(maxsize=None)
def crd_validator(crd_dir, name, version):
    path = os.path.join(crd_dir, name)
    if not os.path.exists(path):
        return None
    with open(path) as f:
        schema = json.load(f)
    registry = Resource.from_contents(definitions(version)) @ Registry()
    return jsonschema.validators.Draft202012Validator(schema, registry=registry)


def error_text(err):
    path = ".".join(str(p) for p in err.absolute_path)
    return "%s: %s" % (path or "(root)", err.message)


def check_document(doc, crd_dir, versions):
    errors = []
    if not isinstance(doc, dict) or "apiVersion" not in doc or "kind" not in doc:
        return ["not a Kubernetes object (apiVersion and kind are required)"]
    name = crd_schema_name(doc["apiVersion"], doc["kind"])
    for version in versions:
        validator = crd_validator(crd_dir, name, version)
        if validator is not None:
            errors += ["%s [CRD schema]" % error_text(e) for e in validator.iter_errors(doc)]
            if doc["kind"] == "ScaledObject" and doc["apiVersion"].startswith("keda.sh/"):
                errors += check_triggers(doc, crd_dir)
            continue
        try:
            kubernetes_validate.validate(doc, version, strict=True)
        except kubernetes_validate.ValidationError as e:
            errors.append("%s [Kubernetes %s]" % (error_text(e), e.version))
        except kv_utils.SchemaNotFoundError as e:
            errors.append("no schema: %s" % e.message)
    return sorted(set(errors))


def check(files, crd_dir, versions):
    result = {}
    for path in files:
        with open(path) as f:
            docs = [d for d in yaml.safe_load_all(f) if d is not None]
        entries = []
        for index, doc in enumerate(docs):
            meta = doc.get("metadata") or {} if isinstance(doc, dict) else {}
            entries.append(
                {
                    "index": index,
                    "apiVersion": doc.get("apiVersion") if isinstance(doc, dict) else None,
                    "kind": doc.get("kind") if isinstance(doc, dict) else None,
                    "name": meta.get("name") if isinstance(meta, dict) else None,
                    "errors": check_document(doc, crd_dir, versions),
                    "document": doc,
                }
            )
        result[path] = entries
    json.dump({"files": result, "kubernetesVersions": versions}, sys.stdout)


def main():
    parser = argparse.ArgumentParser()
    sub = parser.add_subparsers(dest="command", required=True)
    schemas = sub.add_parser("crd-schemas")
    schemas.add_argument("out_dir")
    schemas.add_argument("files", nargs="+")
    keys = sub.add_parser("keda-trigger-keys")
    keys.add_argument("out_dir")
    keys.add_argument("scalers_dir")
    run = sub.add_parser("check")
    run.add_argument("--crd-schemas", required=True)
    run.add_argument("--kubernetes-version", action="append", required=True)
    run.add_argument("files", nargs="+")
    args = parser.parse_args()
    if args.command == "crd-schemas":
        crd_schemas(args.out_dir, args.files)
    elif args.command == "keda-trigger-keys":
        keda_trigger_keys(args.out_dir, args.scalers_dir)
    else:
        check(args.files, args.crd_schemas, args.kubernetes_version)


if __name__ == "__main__":
    main()
