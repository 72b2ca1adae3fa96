// Pointman — the JSON type used across the core (insertion-ordered, so responses keep the
// contract's field order and parameters appear in their declared order).
#pragma once

#include <cstddef>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

namespace pm {
using json = nlohmann::ordered_json;

// Building a large answer (a tunnel complex, a weather track) field by field. An initializer list
// {{"x", 1}, {"y", 2}} first builds every field as a two-element array (a name string and an array
// allocated on the heap, then copied into the object), and operator[] searches the fields before
// it appends; in WebAssembly, where each allocation is dear, that is most of the time such an
// answer takes. These append in the order written, with room made once. The field must be new
// (the same name twice would be written twice): use them where the names are a fixed list.
inline json object_with_room(std::size_t fields) {
    json j = json::object();
    j.get_ref<json::object_t&>().reserve(fields);
    return j;
}
inline json array_with_room(std::size_t elements) {
    json j = json::array();
    j.get_ref<json::array_t&>().reserve(elements);
    return j;
}
inline json& add_field(json& object, std::string name, json value) {
    auto& fields = object.get_ref<json::object_t&>();
    fields.emplace_back(std::move(name), std::move(value));
    return fields.back().second;
}
inline json& add_element(json& array, json value) {
    auto& elements = array.get_ref<json::array_t&>();
    elements.push_back(std::move(value));
    return elements.back();
}

}  // namespace pm
