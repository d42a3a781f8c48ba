"""Packages are listed here because resources/ (top of the checkout) becomes
the package solo_desk.resources inside a wheel, which pyproject.toml alone
cannot express together with package discovery."""
from setuptools import find_packages, setup

setup(
    packages=find_packages(include=["solo_desk", "solo_desk.*"]) + ["solo_desk.resources"],
    package_dir={"solo_desk.resources": "resources"},
)
