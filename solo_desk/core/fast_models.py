"""Building pydantic models from values the program made itself, without validation.

Self-play creates hundreds of thousands of actions, steps and state copies; their fields come
from the rules, already of the right types, so pydantic's validation is skipped there. Anything
read from a user or a file still goes through ``model_validate``.
"""
from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

Model = TypeVar("Model", bound=BaseModel)

# BaseModel's slot descriptors, called directly (what ``model_construct`` does, less its checks)
_NEW = object.__new__
_SET_DICT = BaseModel.__dict__["__dict__"].__set__
_SET_FIELDS_SET = BaseModel.__dict__["__pydantic_fields_set__"].__set__
_SET_EXTRA = BaseModel.__dict__["__pydantic_extra__"].__set__
_SET_PRIVATE = BaseModel.__dict__["__pydantic_private__"].__set__


def ensure_built(cls: type[BaseModel]) -> None:
    """Build a ``defer_build`` model's validator and serializer now: a model made only without
    validation never builds them, and an instance serialized through a field of its base class
    (``SerializeAsAny``: a proposal's or a step's actions) needs its own class's serializer."""
    if not cls.__pydantic_complete__:
        cls.model_rebuild()


def construct_unchecked(cls: type[Model], data: dict[str, Any]) -> Model:
    """A model holding exactly ``data`` (every field given, defaults included), not validated."""
    if not cls.__pydantic_complete__:
        cls.model_rebuild()  # ensure_built, inlined (see there)
    model = _NEW(cls)
    _SET_DICT(model, data)
    _SET_FIELDS_SET(model, set(data))
    _SET_EXTRA(model, None)
    _SET_PRIVATE(model, None)
    return model


def copy_unchecked(model: Model, **update: Any) -> Model:
    """A shallow copy with some fields replaced, not validated (``model_copy(update=)``, faster)."""
    new = _NEW(type(model))
    _SET_DICT(new, {**model.__dict__, **update})
    _SET_FIELDS_SET(new, model.__pydantic_fields_set__)
    _SET_EXTRA(new, None)
    _SET_PRIVATE(new, None)
    return new
