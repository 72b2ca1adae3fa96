// Pointman web platform — the user-table editor's file picker and JS surface
// (web/app/table_store_shim.cpp), an Emscripten --js-library (see web/app/library_page.js):
// window.pointmanTables = {status(), importText(id, text), exportText(id)}.
mergeInto(LibraryManager.library, {
  pm_tables_pick: function(id) {
    var tableId = UTF8ToString(id);
    var input = document.createElement("input");
    input.type = "file";
    input.accept = ".json,application/json";
    input.style.display = "none";
    input.addEventListener("change", function() {
      var f = input.files && input.files[0];
      input.remove();
      if (!f) return;
      // A table file has at most a saved document's size (4 MB): a larger one is refused unread.
      if (f.size > 4 * 1024 * 1024) { Module["_tablesImportRefused"](tableId, "the file is larger than any table (128 KB)"); return; }
      f.text().then(function(text) {
        if (text.length > 4 * 1024 * 1024) Module["_tablesImportRefused"](tableId, "the file is larger than any table (128 KB)");
        else Module["_tablesImport"](tableId, text);
      });
    });
    document.body.appendChild(input);
    input.click();
  },

  pm_tables_install_js: function() {
    if (typeof window == "undefined") return;
    window["pointmanTables"] = {
      status: function() { return JSON.parse(Module["_tablesStatus"]()); },
      importText: function(id, text) {
        var i = typeof id === "string" ? id.slice(0, 100) : "", t = typeof text === "string" ? text : "";
        if (t.length > 4 * 1024 * 1024) return JSON.parse(Module["_tablesImportRefused"](i, "the file is larger than any table (128 KB)"));
        return JSON.parse(Module["_tablesImport"](i, t));
      },
      exportText: function(id) { return Module["_tablesExport"](String(id)); }
    };
  },
});
